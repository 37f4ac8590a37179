import { useCallback, useEffect, useRef, useState } from 'react';
import type { Uploader, UploadPurposeName } from './uploader';

/** A finished upload as a form keeps it: `key` is the upload id the API takes. */
export interface UploadedFile {
  key: string;
  name: string;
  size: number;
  type: string;
}

export interface UploadEntry {
  id: number;
  name: string;
  size: number;
  type: string;
  purpose: UploadPurposeName;
  /** 0 to 100. */
  progress: number;
  status: 'uploading' | 'failed';
  error: string;
}

/**
 * The uploads under way: progress per file, cancel; a finished upload is handed to `onUploaded`
 * (the form's value) with `order`, its place among the files added (uploads finish in any
 * order; a form that keeps the chosen order places each file by it), a refused or failed one keeps its message in the list. `refusalOf` is the
 * form's own check before a byte is sent (the spec's size and type messages; the server checks
 * again): a message, or null to upload.
 */
export function useFileUploads(
  uploader: Uploader,
  onUploaded: (purpose: UploadPurposeName, file: UploadedFile, order: number) => void,
  refusalOf: (file: File, purpose: UploadPurposeName) => string | null,
) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const cancels = useRef(new Map<number, () => void>());
  const nextId = useRef(1);
  const onUploadedRef = useRef(onUploaded);
  const refusalRef = useRef(refusalOf);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
    refusalRef.current = refusalOf;
  });

  const update = (id: number, change: Partial<UploadEntry>) => {
    setEntries((all) => all.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)));
  };
  const drop = (id: number) => {
    cancels.current.delete(id);
    setEntries((all) => all.filter((entry) => entry.id !== id));
  };

  const add = useCallback(
    (file: File, purpose: UploadPurposeName) => {
      const id = nextId.current++;
      const base = { id, name: file.name, size: file.size, type: file.type, purpose };
      const refusal = refusalRef.current(file, purpose);
      if (refusal !== null) {
        setEntries((all) => [...all, { ...base, progress: 0, status: 'failed', error: refusal }]);
        return;
      }
      setEntries((all) => [...all, { ...base, progress: 0, status: 'uploading', error: '' }]);
      const running = uploader(file, purpose, {
        onProgress: (sent, total) => {
          update(id, { progress: total === 0 ? 100 : Math.round((sent / total) * 100) });
        },
        onSuccess: (key) => {
          drop(id);
          onUploadedRef.current(
            purpose,
            { key, name: file.name, size: file.size, type: file.type },
            id,
          );
        },
        onError: (message) => {
          cancels.current.delete(id);
          update(id, { status: 'failed', error: message || `${file.name} could not be uploaded.` });
        },
      });
      cancels.current.set(id, running.cancel);
    },
    [uploader],
  );

  const cancel = useCallback((id: number) => {
    cancels.current.get(id)?.();
    drop(id);
  }, []);

  useEffect(() => {
    const running = cancels.current;
    return () => {
      for (const stop of running.values()) stop();
    };
  }, []);

  const isUploading = entries.some((entry) => entry.status === 'uploading');
  return { entries, add, cancel, isUploading };
}
