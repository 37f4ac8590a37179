/**
 * A profile photo cropped to its centred square (at most 1024 px a side) before upload, so the
 * stored image and every size made of it are square. A browser without canvas decoding (tests)
 * or an image it cannot read keeps the file as chosen: the server still accepts it.
 */
const MAX_SIDE = 1024;

export async function cropToSquare(file: File): Promise<File> {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const side = Math.min(bitmap.width, bitmap.height);
  const target = Math.min(side, MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = target;
  canvas.height = target;
  const context = canvas.getContext('2d');
  if (context === null) return file;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    target,
    target,
  );
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => {
    canvas.toBlob(resolve, 'image/png');
  });
  if (blob === null) return file;
  const name = file.name.replace(/\.[^.]*$/, '') || 'photo';
  return new File([blob], `${name}.png`, { type: 'image/png' });
}
