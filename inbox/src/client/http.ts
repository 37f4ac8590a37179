/** auth-service behind `/api`, with the signed-in user's bearer token. */

export type TokenSource = () => Promise<string | null>;

/** A failed call: the HTTP status (0 when the network failed) and the API's message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const messageOf = (payload: unknown): string =>
  typeof payload === 'object' &&
  payload !== null &&
  'message' in payload &&
  typeof payload.message === 'string'
    ? payload.message
    : '';

export async function callApi<T>(
  getToken: TokenSource,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await getToken();
  if (token !== null) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiFailure(0, '');
  }
  const text = await response.text();
  const payload: unknown = text === '' ? null : JSON.parse(text);
  if (!response.ok) throw new ApiFailure(response.status, messageOf(payload));
  return payload as T;
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * Uploads an attachment (tus: one creation, one PATCH with the whole file, at most 10MB) and
 * answers its upload id. The server checks its type by content and its size.
 */
export async function uploadAttachment(getToken: TokenSource, file: File): Promise<string> {
  const authorization = async (): Promise<Record<string, string>> => {
    const token = await getToken();
    return token === null ? {} : { Authorization: `Bearer ${token}` };
  };
  let created: Response;
  try {
    created = await fetch('/api/uploads', {
      method: 'POST',
      headers: {
        ...TUS,
        ...(await authorization()),
        'Upload-Length': String(file.size),
        'Upload-Metadata': `purpose ${base64('attachment')},filename ${base64(file.name)}`,
      },
    });
  } catch {
    throw new ApiFailure(0, '');
  }
  if (created.status !== 201) {
    throw new ApiFailure(created.status, messageOf(await created.json().catch(() => null)));
  }
  const id = /([0-9a-f]{32})$/.exec(created.headers.get('Location') ?? '')?.[1];
  if (id === undefined) throw new ApiFailure(502, '');
  let patched: Response;
  try {
    patched = await fetch(`/api/uploads/${id}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        ...(await authorization()),
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: file,
    });
  } catch {
    throw new ApiFailure(0, '');
  }
  if (patched.status !== 204) {
    throw new ApiFailure(patched.status, messageOf(await patched.json().catch(() => null)));
  }
  return id;
}
