import type { ReactNode } from 'react';
import { Banner, Button } from '../core';

export interface LoadErrorBannerProps {
  /** What could not be loaded, e.g. 'The jobs could not be loaded.' */
  title: ReactNode;
  /** The retry button's label, e.g. 'Try again'. */
  retryLabel: string;
  onRetry: () => void;
}

/** Data that could not be loaded: says so, with a button that asks again. */
export function LoadErrorBanner({ title, retryLabel, onRetry }: LoadErrorBannerProps) {
  return (
    <Banner tone="danger" title={title}>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Banner>
  );
}
