import { expect, type APIRequestContext } from '@playwright/test';
import { PNG } from './files';

// Products made through the API for browser tests, with real uploads: the catalogue accepts
// only images its owner uploaded (tus, as the browser sends them), complete and sized.

const TUS = { 'Tus-Resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads a small image as `token`'s user; answers the upload id (the product's image key). */
export async function uploadImage(
  request: APIRequestContext,
  token: string,
  filename = 'preview.png',
): Promise<string> {
  const authorization = `Bearer ${token}`;
  const created = await request.post('/api/uploads', {
    headers: {
      authorization,
      ...TUS,
      'Upload-Length': String(PNG.length),
      'Upload-Metadata': `purpose ${b64('image')},filename ${b64(filename)}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const id = /([0-9a-f]{32})$/.exec(created.headers().location ?? '')?.[1];
  if (id === undefined) throw new Error(`No upload id in ${created.headers().location ?? ''}`);
  const patched = await request.patch(`/api/uploads/${id}`, {
    headers: {
      authorization,
      ...TUS,
      'Upload-Offset': '0',
      'Content-Type': 'application/offset+octet-stream',
    },
    data: PNG,
  });
  expect(patched.status(), await patched.text()).toBe(204);
  return id;
}

export interface ProductFields {
  title: string;
  description: string;
  price: number;
  tags?: string[];
  category?: string;
  subcategory?: string;
  /** A custom service's terms; the API's defaults when left out. */
  deliveryTime?: '1-3' | '3-7' | '7-14' | '14-30';
  revisions?: number;
  requirements?: string;
}

/**
 * A published custom service (it needs no product files) of `token`'s user, with `imageCount`
 * real preview images; answers the created product. The user must be able to take charges: the
 * demo freelancer is seeded with a payout account, a new freelancer calls
 * `connectPayoutAccount` (./payouts.ts) first.
 */
export async function createPublishedProduct<T = { id: string; title: string }>(
  request: APIRequestContext,
  token: string,
  fields: ProductFields,
  imageCount = 1,
): Promise<T> {
  const images = [];
  for (let index = 0; index < imageCount; index += 1) {
    const name = `preview-${String(index)}.png`;
    images.push({ key: await uploadImage(request, token, name), name, size: PNG.length });
  }
  const response = await request.post('/api/catalogue/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      category: 'Design Templates',
      subcategory: 'CAD Templates',
      tags: [],
      ...fields,
      productType: 'custom',
      status: 'published',
      images,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}
