import { createContext, useContext, type ReactNode } from 'react';
import { DetailedError, Upload } from 'tus-js-client';

/**
 * What an upload is for (api-contract's UploadPurpose): auth-service checks its size and type by
 * it. The browser side of the uploads module: a resumable tus upload with the signed-in user's
 * token, and a context that lets tests give the screens another uploader.
 */
export type UploadPurposeName =
  | 'attachment'
  | 'image'
  | 'product-file'
  | 'service-catalogue'
  | 'application-file'
  | 'request-attachment'
  | 'order-file'
  | 'verification-document';

export interface UploadHandlers {
  onProgress: (sent: number, total: number) => void;
  /** The upload finished; `key` is the upload id from the Location header. */
  onSuccess: (key: string) => void;
  /** The API's message (empty when it gave none) and the answer's status (0: no answer). */
  onError: (message: string, status: number) => void;
}

export interface RunningUpload {
  /** Stops the upload and asks the server to drop what it received. */
  cancel: () => void;
}

/** Starts one upload; the screens depend on this, not on tus. */
export type Uploader = (
  file: File,
  purpose: UploadPurposeName,
  handlers: UploadHandlers,
) => RunningUpload;

const UPLOADS_ENDPOINT = '/api/uploads';
/** Waits before each retry after a dropped connection (tus resumes from the server's offset). */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000];

const bodyMessageOf = (error: Error): string => {
  const match = /response text: (.*?), request id/s.exec(error.message);
  if (match === null) return '';
  try {
    const payload: unknown = JSON.parse(match[1] ?? '');
    return typeof payload === 'object' &&
      payload !== null &&
      'message' in payload &&
      typeof payload.message === 'string'
      ? payload.message
      : '';
  } catch {
    return '';
  }
};

/** The tus uploader of `/api/uploads`, with the signed-in user's token. */
export function tusUploader(getAccessToken: () => Promise<string | null>): Uploader {
  return (file, purpose, handlers) => {
    const upload = new Upload(file, {
      endpoint: UPLOADS_ENDPOINT,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { purpose, filename: file.name },
      // Resume an upload of the same file interrupted earlier (a reload, a lost tab).
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      onBeforeRequest: async (request) => {
        const token = await getAccessToken();
        if (token !== null) request.setHeader('Authorization', `Bearer ${token}`);
      },
      onProgress: handlers.onProgress,
      onSuccess: () => {
        const key = upload.url?.split('/').pop() ?? '';
        handlers.onSuccess(key);
      },
      onError: (error) => {
        const status =
          error instanceof DetailedError ? (error.originalResponse?.getStatus() ?? 0) : 0;
        handlers.onError(bodyMessageOf(error), status);
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      const [latest] = previous;
      if (latest !== undefined) upload.resumeFromPreviousUpload(latest);
      upload.start();
    });
    return {
      cancel: () => {
        void upload.abort(true).catch(() => undefined);
      },
    };
  };
}

const UploaderContext = createContext<Uploader | null>(null);

/** Lets tests (and a future storage) give the screens another uploader. */
export function UploaderProvider({
  uploader,
  children,
}: {
  uploader: Uploader;
  children: ReactNode;
}) {
  return <UploaderContext.Provider value={uploader}>{children}</UploaderContext.Provider>;
}

/** The uploader given by the nearest provider, else `fallback`. */
export function useUploader(fallback: () => Uploader): Uploader {
  return useContext(UploaderContext) ?? fallback();
}
