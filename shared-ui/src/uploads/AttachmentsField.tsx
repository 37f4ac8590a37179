import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { Button, formatFileSize, usePlatform } from '../core';
import { DOCUMENT_ATTACHMENT_RULES, type AttachmentRules } from './attachmentRules';
import { tusUploader, useUploader, type UploadPurposeName } from './uploader';
import { useFileUploads, type UploadedFile } from './useFileUploads';

export const ATTACHMENTS_FIELD_TEXTS = {
  choose: 'Attach files',
  remove: (name: string) => `Remove ${name}`,
  cancel: (name: string) => `Cancel ${name}`,
} as const;

const StyledField = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledSize = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface AttachmentsFieldProps {
  /** The field's legend (and the file input's and the list's accessible name). */
  label: string;
  /** The uploads' purpose: the server's rules and who may download them. */
  purpose: UploadPurposeName;
  /** The finished uploads the form sends. */
  files: readonly UploadedFile[];
  onChange: (files: readonly UploadedFile[]) => void;
  /** Told whether an upload is under way (a form waits for it before sending). */
  onBusyChange?: (busy: boolean) => void;
  /** What the field accepts; PDF, JPG, PNG, DOC, DOCX up to 10MB each by default. */
  rules?: AttachmentRules;
  /** The choose button's text; 'Attach files' by default. */
  chooseLabel?: string;
}

/**
 * A form's attachments (by default PDF, JPG, PNG, DOC, DOCX, 10MB each; `rules` says otherwise): each file uploads at once through
 * tus with its progress and a cancel; a finished one is listed with its size and a remove; a
 * refused one (by the browser's check or the server's) stays listed with its message.
 */
export function AttachmentsField({
  label,
  purpose,
  files,
  onChange,
  onBusyChange,
  rules = DOCUMENT_ATTACHMENT_RULES,
  chooseLabel = ATTACHMENTS_FIELD_TEXTS.choose,
}: AttachmentsFieldProps) {
  const { getAccessToken } = usePlatform();
  const uploader = useUploader(() => tusUploader(getAccessToken));
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // The latest files: several uploads may finish before the form renders again.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  }, [files]);
  const uploads = useFileUploads(
    uploader,
    (_purpose, file) => {
      latest.current = [...latest.current, file];
      onChange(latest.current);
    },
    (file) => rules.refusal(file),
  );
  useEffect(() => {
    onBusyChange?.(uploads.isUploading);
  }, [onBusyChange, uploads.isUploading]);

  return (
    <StyledField>
      <legend>{label}</legend>
      <StyledHint id={hintId}>{rules.hint}</StyledHint>
      <div>
        <Button variant="secondary" size="sm" onClick={() => input.current?.click()}>
          {chooseLabel}
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={label}
          aria-describedby={hintId}
          accept={rules.accept}
          onChange={(event) => {
            for (const file of Array.from(event.currentTarget.files ?? [])) {
              uploads.add(file, purpose);
            }
            event.currentTarget.value = '';
          }}
        />
      </div>
      {(files.length > 0 || uploads.entries.length > 0) && (
        <StyledList aria-label={label}>
          {files.map((file) => (
            <li key={file.key}>
              {file.name} <StyledSize>{formatFileSize(file.size)}</StyledSize>
              <Button
                variant="ghost"
                size="sm"
                aria-label={ATTACHMENTS_FIELD_TEXTS.remove(file.name)}
                onClick={() => onChange(files.filter((other) => other.key !== file.key))}
              >
                ×
              </Button>
            </li>
          ))}
          {uploads.entries.map((entry) => (
            <li key={entry.id}>
              {entry.status === 'failed' ? (
                <span role="alert">{entry.error}</span>
              ) : (
                <>
                  <progress max={100} value={entry.progress} aria-label={entry.name} />
                  {entry.name} <StyledSize>{formatFileSize(entry.size)}</StyledSize>
                </>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={ATTACHMENTS_FIELD_TEXTS.cancel(entry.name)}
                onClick={() => uploads.cancel(entry.id)}
              >
                ×
              </Button>
            </li>
          ))}
        </StyledList>
      )}
    </StyledField>
  );
}
