import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Sample } from '@atelier/api-contract';
import { SAMPLE_LIMITS } from '@atelier/api-contract/values';
import {
  Banner,
  Button,
  MutedText,
  TextField,
  tusUploader,
  useFileUploads,
  usePlatform,
  useUploader,
} from '@atelier/shared-ui';
import { useAddSamplePhotoMutation } from '../api/addSamplePhoto';
import { useRemoveSamplePhotoMutation } from '../api/removeSamplePhoto';
import { PHOTO_ACCEPT, photoRefusal } from '../model/photoFiles';
import { SAMPLE_TEXTS } from '../model/texts';

const T = SAMPLE_TEXTS.photos;

const StyledGallery = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    justify-items: start;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledUploads = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }
`;

/**
 * A round's photos (issue 39): everyone with access sees them (each opens full size); the style's
 * owner side and the round's supplier add them (through the platform's uploader, then the round)
 * and remove them.
 */
export function SamplePhotos({ sample }: { sample: Sample }) {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const [addPhoto] = useAddSamplePhotoMutation();
  const [removePhoto, { isLoading: removing }] = useRemoveSamplePhotoMutation();
  const [failure, setFailure] = useState(false);
  // The round a finished upload is added to (the uploader's callback outlives a render).
  const ref = useRef({ styleId: sample.styleId, sampleId: sample.id });
  useEffect(() => {
    ref.current = { styleId: sample.styleId, sampleId: sample.id };
  });

  const uploads = useFileUploads(
    uploader,
    (_purpose, uploaded) => {
      setFailure(false);
      addPhoto({ ...ref.current, uploadId: uploaded.key })
        .unwrap()
        .catch(() => setFailure(true));
    },
    (file) => photoRefusal(file),
  );
  const full = sample.photos.length >= SAMPLE_LIMITS.photos;

  return (
    <section aria-labelledby={`sample-photos-${sample.id}`}>
      <h4 id={`sample-photos-${sample.id}`}>{T.heading}</h4>
      {sample.photos.length === 0 ? (
        <MutedText>{T.none}</MutedText>
      ) : (
        <StyledGallery aria-label={T.listLabel}>
          {sample.photos.map((photo, index) => (
            <li key={photo.uploadId}>
              <a href={photo.url} target="_blank" rel="noreferrer" aria-label={T.open(index + 1)}>
                <img
                  src={photo.thumbnailUrl}
                  alt={T.alt(index + 1, photo.addedBy.name)}
                  loading="lazy"
                />
              </a>
              {sample.canEditPhotos && (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={removing}
                  aria-label={T.removeLabel(index + 1)}
                  onClick={() => {
                    setFailure(false);
                    removePhoto({ ...ref.current, uploadId: photo.uploadId })
                      .unwrap()
                      .catch(() => setFailure(true));
                  }}
                >
                  {T.remove}
                </Button>
              )}
            </li>
          ))}
        </StyledGallery>
      )}
      {sample.canEditPhotos && (
        <>
          <TextField
            type="file"
            accept={PHOTO_ACCEPT}
            multiple
            label={T.add}
            hint={T.hint}
            disabled={full}
            onChange={(event) => {
              for (const file of Array.from(event.currentTarget.files ?? [])) {
                uploads.add(file, 'image');
              }
              event.currentTarget.value = '';
            }}
          />
          {full && <Banner tone="info">{T.full}</Banner>}
          {uploads.entries.length > 0 && (
            <StyledUploads aria-label={T.uploadsLabel}>
              {uploads.entries.map((entry) => (
                <li key={entry.id}>
                  <span>{entry.name}</span>
                  {entry.status === 'uploading' ? (
                    <>
                      <progress
                        max={100}
                        value={entry.progress}
                        aria-label={T.uploading(entry.name)}
                      />
                      <Button
                        variant="secondary"
                        size="sm"
                        aria-label={T.cancelUpload(entry.name)}
                        onClick={() => uploads.cancel(entry.id)}
                      >
                        {T.cancel}
                      </Button>
                    </>
                  ) : (
                    <>
                      <span role="alert">{entry.error}</span>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={T.dismissLabel(entry.name)}
                        onClick={() => uploads.cancel(entry.id)}
                      >
                        {T.dismiss}
                      </Button>
                    </>
                  )}
                </li>
              ))}
            </StyledUploads>
          )}
        </>
      )}
      {failure && (
        <Banner tone="warning" reveal>
          {T.failed}
        </Banner>
      )}
    </section>
  );
}
