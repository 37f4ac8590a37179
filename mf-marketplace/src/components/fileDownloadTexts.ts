/** The words of a file list's downloads (a purchase's files, an order's files). */
export const FILE_DOWNLOAD_TEXTS = {
  download: (name: string) => `Download ${name}`,
  downloadShort: 'Download',
  downloading: 'Downloading…',
  downloadFailed: (name: string) => `${name} could not be downloaded. Please try again.`,
} as const;
