/** 'Add to a style' on a hired application (issue 39): its texts. */
export const ADD_TO_STYLE_TEXTS = {
  open: 'Add to a style',
  title: (name: string) => `Add ${name} to a style`,
  intro: (name: string) =>
    `${name} becomes an editor of each style you choose: they may change its tech pack.`,
  listLabel: 'Your styles',
  loading: 'Loading your styles...',
  loadFailed: 'Your styles could not be loaded.',
  none: 'You have no styles in Atelier PLM yet.',
  openPlm: 'Open Atelier PLM',
  add: 'Add as editor',
  adding: 'Adding...',
  added: (name: string, count: number) =>
    `${name} is now an editor of ${count} ${count === 1 ? 'style' : 'styles'}.`,
  failed: 'The freelancer could not be added. Try again.',
  cancel: 'Cancel',
  close: 'Close',
} as const;
