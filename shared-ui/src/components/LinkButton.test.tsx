import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testUtils';
import { Route, Routes } from 'react-router-dom';
import { LinkButton } from './LinkButton';

describe('LinkButton', () => {
  it('is a link that navigates with react-router', async () => {
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/" element={<LinkButton to="/signup">GET STARTED</LinkButton>} />
        <Route path="/signup" element={<h1>Sign up</h1>} />
      </Routes>,
      { route: '/' },
    );
    const link = screen.getByRole('link', { name: 'GET STARTED' });
    expect(link).toHaveAttribute('href', '/signup');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });
});
