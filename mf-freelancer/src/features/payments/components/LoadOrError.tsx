import { LoadErrorBanner, LoadingState } from '@atelier/shared-ui';
import { PAYMENTS_TEXTS } from '../model/texts';

/** What a part of the page shows before its data: loading, or the failure with Retry. */
export function LoadOrError({
  failed,
  loadingLabel,
  errorTitle,
  onRetry,
}: {
  failed: boolean;
  loadingLabel: string;
  errorTitle: string;
  onRetry: () => void;
}) {
  return failed ? (
    <LoadErrorBanner title={errorTitle} retryLabel={PAYMENTS_TEXTS.retry} onRetry={onRetry} />
  ) : (
    <LoadingState label={loadingLabel} />
  );
}
