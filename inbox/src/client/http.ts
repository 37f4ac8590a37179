/**
 * auth-service behind `/api`, with the signed-in user's bearer token: shared-ui's one API client
 * and one uploader, in the promise-and-throw form the messaging client is written in.
 */
import { requestApi, tusUploader } from '@atelier/shared-ui';

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

export async function callApi<T>(
  getToken: TokenSource,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH'; body?: unknown } = {},
): Promise<T> {
  const result = await requestApi<T>(
    {
      url: path,
      method: init.method ?? 'GET',
      ...(init.body === undefined ? {} : { body: init.body }),
    },
    { getAccessToken: getToken },
  );
  if (result.error !== undefined) throw new ApiFailure(result.error.status, result.error.message);
  return result.data;
}

/**
 * Uploads an attachment (resumable tus through shared-ui's uploader, at most 10MB) and answers
 * its upload id. The server checks its type by content and its size.
 */
export function uploadAttachment(getToken: TokenSource, file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    tusUploader(getToken)(file, 'attachment', {
      onProgress: () => undefined,
      onSuccess: resolve,
      onError: (message, status) => {
        reject(new ApiFailure(status, message));
      },
    });
  });
}
