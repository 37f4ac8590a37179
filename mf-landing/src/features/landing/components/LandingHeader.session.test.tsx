import { screen, within } from '@testing-library/react';
import {
  PlatformProvider,
  createStandalonePlatform,
  type SessionSnapshot,
} from '@atelier/shared-ui';
import { renderInArea } from '../../../test/render';
import { HEADER_TEXTS } from '../model/texts';
import { LandingHeader } from './LandingHeader';

// The header with the shell's session (LandingHeader.test.tsx covers the signed-out header).

function renderHeader(session: SessionSnapshot) {
  const platform = createStandalonePlatform('mf_landing', document.createElement('div'), session);
  const signOut = jest.spyOn(platform, 'signOut').mockResolvedValue(undefined);
  const view = renderInArea(
    <PlatformProvider platform={platform}>
      <LandingHeader />
    </PlatformProvider>,
  );
  return { ...view, signOut };
}

const header = () => screen.getByRole('navigation', { name: HEADER_TEXTS.navLabel });

describe('LandingHeader with a session', () => {
  it('offers a signed-in user their dashboard and account menu, not Sign In or GET STARTED', async () => {
    const { user, signOut } = renderHeader({
      status: 'signedIn',
      profile: { id: 's1', email: 'mill@example.com', fullName: 'Filatura', role: 'supplier' },
      isPremium: false,
    });
    expect(await within(header()).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/supplier/dashboard',
    );
    expect(within(header()).queryByRole('link', { name: HEADER_TEXTS.signIn })).toBeNull();
    expect(within(header()).queryByRole('link', { name: HEADER_TEXTS.getStarted })).toBeNull();

    // jsdom applies no media queries: the header is as on a small screen, the menu in the panel.
    await user.click(within(header()).getByRole('button', { name: HEADER_TEXTS.menu }));
    await user.click(await within(header()).findByRole('button', { name: 'Filatura' }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each<SessionSnapshot>([{ status: 'signedOut' }, { status: 'loading' }])(
    'keeps Sign In and GET STARTED while %j',
    (session) => {
      renderHeader(session);
      expect(within(header()).getByRole('link', { name: HEADER_TEXTS.getStarted })).toBeVisible();
      expect(within(header()).getByText(HEADER_TEXTS.signIn)).toBeInTheDocument();
      expect(within(header()).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    },
  );
});
