import { screen } from '@testing-library/react';
import { ROUTES } from '@atelier/shared-ui';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import {
  PROFILE_FORM_MESSAGES as M,
  SAVE_BANNERS,
  SAVE_LABEL,
  VISIBILITY_TEXTS,
} from '../model/texts';
import { anUnsavedProfile } from '../../../testing/profiles';
import { ManageProfile } from './ManageProfile';

const unsaved = anUnsavedProfile();

const render = () => renderScreen(<ManageProfile />, { path: ROUTES.freelancer.manageProfile });

describe('ManageProfile', () => {
  it('checks the username live, saves, then shows it fixed with the public address', async () => {
    let stored = unsaved;
    const requests = fakeServer(({ method, url, body }) => {
      if (url.startsWith('/api/usernames/')) {
        return {
          status: 200,
          body: { username: 'sofia', available: true, message: 'This username is available.' },
        };
      }
      if (method === 'PUT') {
        stored = { ...unsaved, ...(body as object), username: 'sofia', saved: true };
      }
      return { status: 200, body: stored };
    });
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'Sofia');
    expect(await screen.findByText('This username is available.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Profession' }), 'Swimwear Designer');
    await user.type(screen.getByRole('textbox', { name: 'Bio' }), 'Swim and resort.');
    expect(screen.getByText('16/1000')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Services (What I Do)' }),
      'Tech packs{Enter}',
    );
    await user.click(screen.getByRole('button', { name: SAVE_LABEL }));
    expect(await screen.findByText(SAVE_BANNERS.success.title)).toBeInTheDocument();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.body).toMatchObject({
      username: 'Sofia',
      profession: 'Swimwear Designer',
      services: ['Tech packs'],
      hourlyRate: null,
      photoKey: null,
    });
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'View Public Profile' })).toHaveAttribute(
      'href',
      '/portfolio/sofia',
    );
  });

  it('shows the required messages in order and sends nothing', async () => {
    const requests = fakeServer(() => ({ status: 200, body: { ...unsaved, fullName: '' } }));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: SAVE_LABEL }));
    for (const message of [M.usernameRequired, M.fullName, M.profession, M.bio]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveFocus();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('switches between the Public and Private texts', async () => {
    fakeServer(() => ({ status: 200, body: { ...unsaved, username: 'sofia', saved: true } }));
    const { user } = render();
    const toggle = await screen.findByRole('switch', { name: VISIBILITY_TEXTS.public.title });
    expect(screen.getByText(VISIBILITY_TEXTS.public.status)).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByRole('switch', { name: VISIBILITY_TEXTS.private.title })).not.toBeChecked();
    expect(screen.getByText(VISIBILITY_TEXTS.private.status)).toBeInTheDocument();
  });

  it('shows the failure banner with the reason, keeping what was typed', async () => {
    fakeServer(({ method }) =>
      method === 'PUT'
        ? {
            status: 409,
            body: { message: 'This username is already taken. Please choose another one.' },
          }
        : { status: 200, body: { ...unsaved, profession: 'Designer', bio: 'Bio.' } },
    );
    const { user } = render();
    await user.type(await screen.findByRole('textbox', { name: 'Username' }), 'taken');
    await user.click(screen.getByRole('button', { name: SAVE_LABEL }));
    expect(await screen.findByText(SAVE_BANNERS.failure.title)).toBeInTheDocument();
    expect(screen.getByText(/already taken/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('taken');
  });
});
