import styled from 'styled-components';
import type { Purchase } from '@atelier/api-contract';
import { FileDownloads } from '../../../components/FileDownloads';
import { PURCHASES_TEXTS as TEXTS, lostAccessReason } from '../model/purchases';

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * A purchase's files, each with its download (the API records it and redirects to a 60-second
 * signed link); a refunded or disputed purchase says why it has none.
 */
export function PurchaseFiles({ purchase }: { purchase: Purchase }) {
  const lost = lostAccessReason(purchase);
  if (lost !== null) return <StyledNote>{lost}</StyledNote>;
  if (purchase.files.length === 0) return <StyledNote>{TEXTS.noFiles}</StyledNote>;
  return <FileDownloads files={purchase.files} label={TEXTS.files} keyOf={(file) => file.key} />;
}
