import type { ReactNode } from 'react';
import { Card, LoadErrorBanner, LoadingState } from '@atelier/shared-ui';
import type { Loadable } from '../model/loadable';
import { FREELANCER_DASHBOARD_TEXTS as TEXTS } from '../model/texts';

/** A card's own texts: its title, what it announces while loading, what failed. */
export interface DashboardCardTexts {
  title: string;
  loading: string;
  error: string;
}

export interface DashboardCardProps<T> {
  texts: DashboardCardTexts;
  state: Loadable<T>;
  /** The card's content once its data is here. */
  children: (data: T) => ReactNode;
}

/** A dashboard card over data of its own: loading, an error with Retry, or its content. */
export function DashboardCard<T>({ texts, state, children }: DashboardCardProps<T>) {
  return (
    <Card title={texts.title} headingLevel={2}>
      {state.status === 'loading' && <LoadingState label={texts.loading} />}
      {state.status === 'error' && (
        <LoadErrorBanner title={texts.error} retryLabel={TEXTS.retry} onRetry={state.retry} />
      )}
      {state.status === 'ready' && children(state.data)}
    </Card>
  );
}
