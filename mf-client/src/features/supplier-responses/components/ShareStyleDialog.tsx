import type { SupplierResponse } from '@atelier/api-contract';
import { StyleSharingDialog } from '../../../lib/style-sharing/StyleSharingDialog';
import { SHARE_STYLE_TEXTS as TEXTS } from '../model/shareStyle';

const SHARING_TEXTS = { ...TEXTS, act: TEXTS.share, acting: TEXTS.sharing, done: TEXTS.shared };

/**
 * 'Share a style' on a supplier's quote (issue 39): the supplier becomes a reviewer of each style
 * the brand chooses. A confidential style opens to them once they accepted its NDA.
 */
export function ShareStyleDialog({
  response,
  onClose,
}: {
  response: SupplierResponse;
  onClose: () => void;
}) {
  return (
    <StyleSharingDialog
      person={{ id: response.supplierId, name: response.supplierName }}
      sharedAs="reviewer"
      texts={SHARING_TEXTS}
      onClose={onClose}
    />
  );
}
