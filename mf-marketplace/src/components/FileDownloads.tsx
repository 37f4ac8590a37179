import { useState } from 'react';
import styled from 'styled-components';
import {
  Banner,
  Button,
  DownloadIcon,
  downloadFile,
  formatFileSize,
  usePlatform,
} from '@atelier/shared-ui';
import { FILE_DOWNLOAD_TEXTS } from './fileDownloadTexts';

const TEXTS = FILE_DOWNLOAD_TEXTS;

const StyledFiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const StyledName = styled.span`
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    margin-left: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export interface DownloadableListFile {
  name: string;
  size: number;
  /** The API route that checks the caller and redirects to a 60-second signed link. */
  url: string;
}

/**
 * Files, each with its download button: shared-ui's download helper follows the API's redirect
 * with the token; a failure says which file, and nothing else changes.
 */
export function FileDownloads<F extends DownloadableListFile>({
  files,
  label,
  keyOf,
}: {
  files: readonly F[];
  label: string;
  keyOf: (file: F) => string;
}) {
  const { getAccessToken } = usePlatform();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const download = async (file: F) => {
    setFailed(null);
    setDownloading(keyOf(file));
    try {
      await downloadFile(file, getAccessToken);
    } catch {
      setFailed(file.name);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <>
      <StyledFiles aria-label={label}>
        {files.map((file) => {
          const key = keyOf(file);
          return (
            <li key={key}>
              <StyledName>
                {file.name}
                <small>{formatFileSize(file.size)}</small>
              </StyledName>
              <Button
                size="sm"
                variant="secondary"
                aria-label={TEXTS.download(file.name)}
                busy={downloading === key}
                onClick={() => void download(file)}
              >
                <DownloadIcon /> {downloading === key ? TEXTS.downloading : TEXTS.downloadShort}
              </Button>
            </li>
          );
        })}
      </StyledFiles>
      {failed !== null && <Banner tone="danger" title={TEXTS.downloadFailed(failed)} />}
    </>
  );
}
