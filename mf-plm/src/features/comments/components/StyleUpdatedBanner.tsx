import { Banner, Button } from '@atelier/shared-ui';
import { COMMENT_TEXTS as T } from '../model/texts';

/**
 * 'Updated by NAME: view changes' (issue 39): someone else saved a new revision while the page
 * was open. Viewing loads it; a draft with unsaved changes stays, and saving it goes through the
 * conflict flow.
 */
export function StyleUpdatedBanner({ by, onView }: { by: string; onView: () => void }) {
  return (
    <Banner tone="info">
      {T.updatedBy(by)}:{' '}
      <Button variant="secondary" size="sm" onClick={onView}>
        {T.viewChanges}
      </Button>
    </Banner>
  );
}
