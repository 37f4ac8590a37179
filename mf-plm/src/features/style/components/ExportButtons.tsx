import { useState } from 'react';
import styled from 'styled-components';
import type { Style } from '@atelier/api-contract';
import { Button, MutedText, downloadFromApi, usePlatform } from '@atelier/shared-ui';
import { STYLE_EXPORTS, exportUrl, type StyleExport } from '../model/exports';
import { STYLE_TEXTS as T } from '../model/texts';

const StyledExports = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * The tech pack as a factory gets it: the PDF and the two spreadsheets of the saved revision
 * (unsaved changes are not in them, and the page says so).
 */
export function ExportButtons({ style, dirty }: { style: Style; dirty: boolean }) {
  const platform = usePlatform();
  const [busy, setBusy] = useState<StyleExport['id'] | null>(null);
  const [failed, setFailed] = useState(false);

  const download = async (file: StyleExport) => {
    setBusy(file.id);
    setFailed(false);
    try {
      await downloadFromApi(
        exportUrl(style.id, file, style.revision),
        file.name(style.content.styleNumber, style.revision),
        platform.getAccessToken,
      );
    } catch {
      setFailed(true);
    } finally {
      setBusy(null);
    }
  };

  return (
    <StyledExports role="group" aria-label={T.exports}>
      {STYLE_EXPORTS.map((file) => (
        <Button
          key={file.id}
          variant="secondary"
          size="sm"
          disabled={busy !== null}
          onClick={() => void download(file)}
        >
          {T[file.id]}
        </Button>
      ))}
      {dirty && <MutedText>{T.exportsOfSaved(style.revision)}</MutedText>}
      {failed && <MutedText role="alert">{T.downloadFailed}</MutedText>}
    </StyledExports>
  );
}
