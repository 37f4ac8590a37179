/**
 * A chosen image as a `data:` URL, to preview it before the server's sizes exist. Not a `blob:`
 * URL: the gateway's Content-Security-Policy allows images from 'self', data: and https: only.
 */
export function previewUrlOf(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read'));
    };
    reader.readAsDataURL(file);
  });
}
