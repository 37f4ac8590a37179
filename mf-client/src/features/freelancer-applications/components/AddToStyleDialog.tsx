import type { JobApplication } from '@atelier/api-contract';
import { StyleSharingDialog } from '../../../lib/style-sharing/StyleSharingDialog';
import { ADD_TO_STYLE_TEXTS as TEXTS } from '../model/addToStyle';

const SHARING_TEXTS = { ...TEXTS, act: TEXTS.add, acting: TEXTS.adding, done: TEXTS.added };

/** 'Add to a style' on a hired application (issue 39): the freelancer becomes an editor. */
export function AddToStyleDialog({
  application,
  onClose,
}: {
  application: JobApplication;
  onClose: () => void;
}) {
  return (
    <StyleSharingDialog
      person={{ id: application.freelancerId, name: application.freelancerName }}
      sharedAs="editor"
      texts={SHARING_TEXTS}
      onClose={onClose}
    />
  );
}
