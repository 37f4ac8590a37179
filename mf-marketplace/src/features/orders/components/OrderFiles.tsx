import { useState } from 'react';
import styled from 'styled-components';
import type { OrderFile } from '@atelier/api-contract';
import {
  Banner,
  Button,
  DownloadIcon,
  downloadFile,
  formatFileSize,
  usePlatform,
} from '@atelier/shared-ui';
import { ORDER_TEXTS as TEXTS } from '../model/texts';

const StyledFiles = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
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

/**
 * An order's files (the requirements' attachments, a delivery's files), each with its download:
 * the API checks that the caller is one of the two parties and redirects to a 60-second signed
 * link, which shared-ui's download helper follows with the token.
 */
export function OrderFiles({ files, label }: { files: readonly OrderFile[]; label: string }) {
  const { getAccessToken } = usePlatform();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  if (files.length === 0) return null;

  const download = async (file: OrderFile) => {
    setFailed(null);
    setDownloading(file.id);
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
        {files.map((file) => (
          <li key={file.id}>
            <StyledName>
              {file.name}
              <small>{formatFileSize(file.size)}</small>
            </StyledName>
            <Button
              size="sm"
              variant="secondary"
              aria-label={TEXTS.download(file.name)}
              busy={downloading === file.id}
              onClick={() => void download(file)}
            >
              <DownloadIcon /> {downloading === file.id ? TEXTS.downloading : TEXTS.downloadShort}
            </Button>
          </li>
        ))}
      </StyledFiles>
      {failed !== null && <Banner tone="danger" title={TEXTS.downloadFailed(failed)} />}
    </>
  );
}
