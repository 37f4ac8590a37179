/** 'Share a style' on a supplier's quote (issue 39): its texts. */
export const SHARE_STYLE_TEXTS = {
  open: 'Share a style',
  title: (name: string) => `Share a style with ${name}`,
  intro: (name: string) =>
    `${name} becomes a reviewer of each style you choose: they may read it, comment on it and measure its samples.`,
  listLabel: 'Your styles',
  loading: 'Loading your styles...',
  loadFailed: 'Your styles could not be loaded.',
  none: 'You have no styles in Atelier PLM yet.',
  openPlm: 'Open Atelier PLM',
  share: 'Share as reviewer',
  sharing: 'Sharing...',
  shared: (name: string, count: number) =>
    `${name} is now a reviewer of ${String(count)} ${count === 1 ? 'style' : 'styles'}.`,
  failed: 'The style could not be shared. Try again.',
  cancel: 'Cancel',
  close: 'Close',
} as const;
