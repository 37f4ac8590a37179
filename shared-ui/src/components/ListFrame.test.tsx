import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { ListFrame, type ListFrameProps } from './ListFrame';

const TEXTS = {
  loading: 'Loading jobs...',
  error: 'The jobs could not be loaded.',
  retry: 'Try again',
  empty: 'No jobs match your filters',
  filters: 'Filters',
  result: 'Pattern maker',
} as const;

function renderFrame(overrides: Partial<ListFrameProps> = {}) {
  const onRetry = jest.fn();
  const onPageChange = jest.fn();
  const rendered = renderWithProviders(
    <ListFrame
      status="ready"
      loadingLabel={TEXTS.loading}
      errorTitle={TEXTS.error}
      retryLabel={TEXTS.retry}
      onRetry={onRetry}
      toolbar={<p>{TEXTS.filters}</p>}
      isEmpty={false}
      empty={<p>{TEXTS.empty}</p>}
      paging={{ page: 1, pageCount: 3, onPageChange, label: 'Job pages' }}
      {...overrides}
    >
      <ul>
        <li>{TEXTS.result}</li>
      </ul>
    </ListFrame>,
  );
  return { ...rendered, onRetry, onPageChange };
}

describe('ListFrame', () => {
  it('shows only a loading state while loading', () => {
    renderFrame({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent(TEXTS.loading);
    expect(screen.queryByText(TEXTS.filters)).not.toBeInTheDocument();
    expect(screen.queryByText(TEXTS.result)).not.toBeInTheDocument();
  });

  it('says what failed and retries on request', async () => {
    const { user, onRetry } = renderFrame({ status: 'error' });
    expect(screen.getByText(TEXTS.error)).toBeVisible();
    expect(screen.queryByText(TEXTS.result)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state in place of the results, under the toolbar', () => {
    renderFrame({ isEmpty: true, paging: { page: 1, pageCount: 1, onPageChange: jest.fn() } });
    expect(screen.getByText(TEXTS.filters)).toBeVisible();
    expect(screen.getByText(TEXTS.empty)).toBeVisible();
    expect(screen.queryByText(TEXTS.result)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the results with their paging', async () => {
    const { user, onPageChange } = renderFrame();
    expect(screen.getByText(TEXTS.result)).toBeVisible();
    expect(screen.queryByText(TEXTS.empty)).not.toBeInTheDocument();
    const paging = screen.getByRole('navigation', { name: 'Job pages' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(paging).toBeVisible();
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
