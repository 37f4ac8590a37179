/**
 * Whether the API said it is briefly out of reach (a 503 with `Retry-After`: its database
 * restarting), for the banner every area shows while its reads retry by themselves
 * (`requestApi`; `BrieflyUnavailableBanner`). One flag for the page: shared-ui is one copy at run
 * time, so every area's requests and banner see the same.
 */
type Listener = () => void;

let unavailable = false;
const listeners = new Set<Listener>();

export const apiAvailability = {
  isUnavailable: (): boolean => unavailable,
  set: (next: boolean): void => {
    if (next === unavailable) return;
    unavailable = next;
    for (const listener of listeners) listener();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Longest wait between two tries, whatever `Retry-After` asks (seconds). */
const LONGEST_WAIT_SECONDS = 30;

/**
 * The wait a 503 asks for, in milliseconds, or null when it asks for none (a 503 without
 * `Retry-After` is a refusal to show, not an outage to wait out).
 */
export function retryAfterMs(header: string | null | undefined): number | null {
  if (header === null || header === undefined || !/^\d+$/.test(header.trim())) return null;
  return Math.min(Number(header.trim()), LONGEST_WAIT_SECONDS) * 1000;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function waitUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) {
      resolve();
      return;
    }
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}
