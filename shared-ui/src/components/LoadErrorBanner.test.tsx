import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testUtils';
import { LoadErrorBanner } from './LoadErrorBanner';

describe('LoadErrorBanner', () => {
  it('says what failed and retries on request', async () => {
    const onRetry = jest.fn();
    renderWithProviders(
      <LoadErrorBanner
        title="The jobs could not be loaded."
        retryLabel="Try again"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByText('The jobs could not be loaded.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
