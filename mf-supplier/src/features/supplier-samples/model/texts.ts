/** The supplier's Samples screen (issue 39): every text, in one place so tests import them. */
export const SAMPLES_TEXTS = {
  title: 'Samples',
  subtitle:
    'The sample rounds brands request from you on the styles they share with you in Atelier PLM.',
  loading: 'Loading samples…',
  loadError: 'Your samples could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No sample rounds yet',
  emptyText:
    'When a brand shares a style with you and requests a sample, the round is listed here.',
  round: (type: string, size: string) => `${type} sample · size ${size}`,
  revision: (revision: number) => `Against revision ${String(revision)}`,
  requested: (date: string) => `Requested ${date}`,
  received: (date: string) => `received ${date}`,
  outOfTolerance: (count: number) =>
    count === 1 ? '1 point out of tolerance' : `${String(count)} points out of tolerance`,
  /** On a received round: the measurement table is open to the supplier. */
  measure: 'Enter measurements',
  open: 'Open sample',
  actionLabel: (action: string, style: string, type: string, size: string) =>
    `${action}: ${style}, ${type} sample, size ${size}`,
} as const;
