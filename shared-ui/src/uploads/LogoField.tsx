import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, usePlatform } from '../core';
import { tusUploader, useUploader } from './uploader';

/** Spec 001 section 5: images are image files of 10MB at most. */
const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const LOGO_TEXTS = {
  choose: 'Upload Logo',
  replace: 'Replace Logo',
  remove: 'Remove Logo',
  cancel: 'Cancel upload',
  uploading: (percent: number) => `Uploading... ${percent}%`,
  notAnImage: (name: string) => `${name} is not a valid image file.`,
  tooLarge: (name: string) => `${name} is too large. Maximum file size is 10MB.`,
  failed: (name: string) => `${name} could not be uploaded.`,
  hint: 'JPG, PNG or GIF, up to 10MB.',
} as const;

const StyledField = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;
const StyledPreview = styled.img`
  width: ${({ theme }) => theme.space.xxxl};
  height: ${({ theme }) => theme.space.xxxl};
  border-radius: ${({ theme }) => theme.radii.md};
  object-fit: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;
const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LogoValue {
  key: string;
  /** What to show: the served thumbnail, or the picked file itself until saved. */
  url: string;
}

export interface LogoFieldProps {
  /** The field's name, e.g. 'Company Logo'. */
  label: string;
  value: LogoValue | null;
  onChange: (value: LogoValue | null) => void;
}

/** A logo: picked, checked (type, 10MB), uploaded with progress (cancellable), or removed. */
export function LogoField({ label, value, onChange }: LogoFieldProps) {
  const platform = usePlatform();
  const uploader = useUploader(() => tusUploader(platform.getAccessToken));
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const cancel = useRef<(() => void) | null>(null);
  useEffect(() => () => cancel.current?.(), []);
  // The picked file is shown from a `blob:` URL until saved (the gateway's CSP allows `blob:`
  // images); the one this field made is released when another replaces it or it is removed.
  const preview = useRef<string | null>(null);
  const change = (next: LogoValue | null) => {
    if (preview.current !== null) URL.revokeObjectURL(preview.current);
    preview.current = next?.url.startsWith('blob:') === true ? next.url : null;
    onChange(next);
  };

  const pick = (file: File | undefined) => {
    if (file === undefined) return;
    setError('');
    if (!file.type.startsWith('image/')) {
      setError(LOGO_TEXTS.notAnImage(file.name));
      return;
    }
    if (file.size > MAX_IMAGE_BYTES) {
      setError(LOGO_TEXTS.tooLarge(file.name));
      return;
    }
    setProgress(0);
    const running = uploader(file, 'image', {
      onProgress: (sent, total) => {
        setProgress(total === 0 ? 100 : Math.round((sent / total) * 100));
      },
      onSuccess: (key) => {
        cancel.current = null;
        setProgress(null);
        change({ key, url: URL.createObjectURL(file) });
      },
      onError: (message) => {
        cancel.current = null;
        setProgress(null);
        setError(message || LOGO_TEXTS.failed(file.name));
      },
    });
    cancel.current = running.cancel;
  };

  return (
    <fieldset>
      <legend>{label}</legend>
      <StyledField>
        {value !== null && <StyledPreview src={value.url} alt={label} />}
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          aria-label={label}
          hidden
          onChange={(event) => {
            pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        {progress === null ? (
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {value === null ? LOGO_TEXTS.choose : LOGO_TEXTS.replace}
          </Button>
        ) : (
          <>
            <span role="status">{LOGO_TEXTS.uploading(progress)}</span>
            <Button
              variant="ghost"
              onClick={() => {
                cancel.current?.();
                cancel.current = null;
                setProgress(null);
              }}
            >
              {LOGO_TEXTS.cancel}
            </Button>
          </>
        )}
        {value !== null && progress === null && (
          <Button variant="ghost" onClick={() => change(null)}>
            {LOGO_TEXTS.remove}
          </Button>
        )}
      </StyledField>
      <StyledHint>{LOGO_TEXTS.hint}</StyledHint>
      {error !== '' && <StyledHint role="alert">{error}</StyledHint>}
    </fieldset>
  );
}
