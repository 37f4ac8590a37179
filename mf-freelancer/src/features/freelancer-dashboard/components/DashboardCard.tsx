import type { ReactNode } from 'react';
import { Card, LoadErrorBanner, LoadingState } from '@atelier/shared-ui';
import type { Loadable } from '../model/loadable';
import { FREELANCER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';

export interface DashboardCardProps<T> {
  title: string;
  state: Loadable<T>;
  loadingLabel: string;
  errorTitle: string;
  /** The card's content once its data is here. */
  children: (data: T) => ReactNode;
}

/** A dashboard card over data of its own: loading, an error with Retry, or its content. */
export function DashboardCard<T>({
  title,
  state,
  loadingLabel,
  errorTitle,
  children,
}: DashboardCardProps<T>) {
  return (
    <Card title={title} headingLevel={2}>
      {state.status === 'loading' && <LoadingState label={loadingLabel} />}
      {state.status === 'error' && (
        <LoadErrorBanner title={errorTitle} retryLabel={TEXTS.retry} onRetry={state.retry} />
      )}
      {state.status === 'ready' && children(state.data)}
    </Card>
  );
}
