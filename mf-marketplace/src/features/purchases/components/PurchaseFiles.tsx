import { useState } from 'react';
import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import {
  Banner,
  Button,
  DownloadIcon,
  downloadFile,
  formatFileSize,
  usePlatform,
} from '@atelier/shared-ui';
import { PURCHASES_TEXTS as TEXTS, lostAccessReason } from '../model/purchases';

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

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A purchase's files, each with its download (the API records it and redirects to a 60-second
 * signed link); a refunded or disputed purchase says why it has none.
 */
export function PurchaseFiles({ purchase }: { purchase: Purchase }) {
  const { getAccessToken } = usePlatform();
  const [downloading, setDownloading] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const lost = lostAccessReason(purchase);

  if (lost !== null) return <StyledNote>{lost}</StyledNote>;
  if (purchase.files.length === 0) return <StyledNote>{TEXTS.noFiles}</StyledNote>;

  const download = async (file: Purchase['files'][number]) => {
    setFailed(null);
    setDownloading(file.key);
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
      <StyledFiles aria-label={TEXTS.files}>
        {purchase.files.map((file) => (
          <li key={file.key}>
            <StyledName>
              {file.name}
              <small>{formatFileSize(file.size)}</small>
            </StyledName>
            <Button
              size="sm"
              variant="secondary"
              aria-label={TEXTS.download(file.name)}
              busy={downloading === file.key}
              onClick={() => void download(file)}
            >
              <DownloadIcon /> {downloading === file.key ? TEXTS.downloading : TEXTS.downloadShort}
            </Button>
          </li>
        ))}
      </StyledFiles>
      {failed !== null && <Banner tone="danger" title={TEXTS.downloadFailed(failed)} />}
    </>
  );
}
