import type { SketchView } from '@atelier/api-contract';
import {
  tusUploader,
  useFileUploads,
  usePlatform,
  useUploader,
  type UploadedFile,
} from '@atelier/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { sketchImageRefusal } from '../model/sketchFiles';

/**
 * Sketch images through shared-ui's one uploader (progress, cancel, resume): each finished upload
 * hands its upload id and view to `onUploaded`, and the image shows from the file itself (a data
 * URL: the gateway's Content-Security-Policy allows `data:` images, not `blob:`) until the style
 * is saved and the API gives its address.
 */
export function useSketchUploads(onUploaded: (view: SketchView, uploadId: string) => void) {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const [localUrls, setLocalUrls] = useState<Record<string, string>>({});
  // The files added, by the order useFileUploads gives them (1, 2, 3... as they are added).
  const added = useRef(new Map<number, { file: File; view: SketchView }>());
  const addedCount = useRef(0);
  const onUploadedRef = useRef(onUploaded);
  useEffect(() => {
    onUploadedRef.current = onUploaded;
  });

  const uploads = useFileUploads(
    uploader,
    (_purpose, uploaded: UploadedFile, order) => {
      const entry = added.current.get(order);
      added.current.delete(order);
      if (entry === undefined) return;
      onUploadedRef.current(entry.view, uploaded.key);
      const reader = new FileReader();
      reader.addEventListener('load', () => {
        if (typeof reader.result === 'string') {
          const url = reader.result;
          setLocalUrls((urls) => ({ ...urls, [uploaded.key]: url }));
        }
      });
      reader.readAsDataURL(entry.file);
    },
    (file) => sketchImageRefusal(file),
  );

  const add = (files: FileList | null, view: SketchView) => {
    for (const file of Array.from(files ?? [])) {
      addedCount.current += 1;
      added.current.set(addedCount.current, { file, view });
      uploads.add(file, 'image');
    }
  };

  return { entries: uploads.entries, cancel: uploads.cancel, add, localUrls };
}
