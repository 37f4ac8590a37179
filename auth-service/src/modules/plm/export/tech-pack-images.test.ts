import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { createFileSystemStorage } from '../../../platform/storage/filesystem';
import { IMAGE_VARIANTS, imageKey } from '../../uploads/images';
import { imagesForTechPack, techPackImageIds } from './tech-pack-images';

const STORED = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const MISSING = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb';
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'atelier-tech-pack-images-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

test('reads the stored display size (WebP) as JPEG and leaves out an id without an image', async () => {
  const storage = createFileSystemStorage({
    root,
    signingSecret: 'a-test-signing-secret-of-32-chars!',
  });
  // A half-transparent sketch, as uploads stores it: WebP.
  const webp = await sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .webp()
    .toBuffer();
  await storage.put(imageKey(STORED, IMAGE_VARIANTS.display.file), Readable.from([webp]));

  const images = await imagesForTechPack(storage, [STORED, MISSING, STORED]);

  expect([...images.keys()]).toEqual([STORED]);
  const jpeg = images.get(STORED) ?? Buffer.alloc(0);
  expect([...jpeg.subarray(0, 3)]).toEqual(JPEG_SIGNATURE);
  const { width, height } = await sharp(jpeg).metadata();
  expect([width, height]).toEqual([40, 30]);
  // Transparent parts become paper white.
  const { data } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  expect(data[0]).toBeGreaterThan(250);
});

test('a tech pack draws its cover and every sketch', () => {
  expect(
    techPackImageIds({
      coverImageId: STORED,
      sketches: [{ imageId: MISSING }, { imageId: STORED }],
    }),
  ).toEqual([STORED, MISSING, STORED]);
  expect(techPackImageIds({ coverImageId: null, sketches: [] })).toEqual([]);
});
