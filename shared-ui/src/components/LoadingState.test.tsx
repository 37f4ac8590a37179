import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { LoadingState } from './LoadingState';

describe('LoadingState', () => {
  it('announces its label as a status', () => {
    renderWithProviders(<LoadingState label="Loading Marketplace" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading Marketplace');
  });
});
