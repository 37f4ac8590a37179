/**
 * A dashboard card's data: still loading, failed (with a way to ask again), or here. The real
 * dashboard makes one from each query; the preview passes its demo figures as ready.
 */
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; data: T };

export const ready = <T>(data: T): Loadable<T> => ({ status: 'ready', data });

/** An RTK Query result as a card's data, `select` picking what the card shows. */
export function loadableOf<R, T>(
  result: { data?: R | undefined; isError: boolean; refetch: () => unknown },
  select: (data: R) => T,
): Loadable<T> {
  if (result.data !== undefined) return ready(select(result.data));
  if (result.isError) return { status: 'error', retry: () => void result.refetch() };
  return { status: 'loading' };
}
