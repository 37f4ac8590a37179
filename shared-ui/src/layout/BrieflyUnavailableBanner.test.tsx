import { act, screen } from '@testing-library/react';
import { BRIEFLY_UNAVAILABLE_MESSAGE } from '@atelier/api-contract/values';
import { apiAvailability } from '../api/availability';
import { renderWithProviders } from '../testUtils';
import { AreaRoutes } from './AreaRoutes';

describe('BrieflyUnavailableBanner, in every area’s router', () => {
  afterEach(() => {
    apiAvailability.set(false);
  });

  it('says Atelier is briefly unavailable while the API does, and goes when it answers', () => {
    renderWithProviders(
      <AreaRoutes
        routes={[{ path: '*', element: <p>Jobs</p> }]}
        isUnknownPathOfArea={() => false}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => apiAvailability.set(true));
    expect(screen.getByRole('status')).toHaveTextContent(BRIEFLY_UNAVAILABLE_MESSAGE);
    expect(screen.getByText('Jobs')).toBeInTheDocument();

    act(() => apiAvailability.set(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
