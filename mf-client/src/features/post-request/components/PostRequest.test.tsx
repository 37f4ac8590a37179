import { screen, within } from '@testing-library/react';
import { REQUEST_FORM_MESSAGES } from '@atelier/api-contract/values';
import { installApi, renderClientScreen, type ApiCall } from '../../../testing/clientScreen';
import { TEXTS } from '../model/texts';
import { PostRequest } from './PostRequest';

// Typing into the whole form is slow on a loaded machine.
jest.setTimeout(30_000);

function renderForm() {
  const calls = installApi(({ method, path, body }) => {
    if (path !== '/api/requests' || method !== 'POST') return undefined;
    const sent = body as { title: string; visibility: string };
    return { status: 201, body: { id: 'r1', title: sent.title, visibility: sent.visibility } };
  });
  return { ...renderClientScreen(<PostRequest />, '/client/post-request', 'Maison Nord'), calls };
}

const posts = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/api/requests');

describe('Post a Request', () => {
  it('answers the first of the spec’s checks on Publish Request, until it is corrected', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_FORM_MESSAGES.title);
    await user.type(screen.getByRole('textbox', { name: TEXTS.fields.title }), 'Jersey');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(screen.getByRole('alert')).toHaveTextContent(REQUEST_FORM_MESSAGES.location);
    expect(posts(calls)).toEqual([]);
  });

  it('saves a draft without the checks', async () => {
    const { user, calls } = renderForm();
    await user.click(screen.getByRole('button', { name: TEXTS.saveDraft }));
    expect(await screen.findByText(TEXTS.draftSaved)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({ status: 'draft', title: '' });
  });

  it('publishes: certifications trimmed without repeats, a region once, then clears', async () => {
    const { user, calls } = renderForm();
    expect(screen.getByRole('textbox', { name: TEXTS.fields.company })).toHaveValue('Maison Nord');
    await user.type(screen.getByRole('textbox', { name: TEXTS.fields.title }), 'Jersey');
    await user.type(screen.getByRole('textbox', { name: TEXTS.fields.location }), 'Lisbon');
    await user.selectOptions(
      screen.getByRole('combobox', { name: TEXTS.fields.type }),
      'Fabric / Material Supplier',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: TEXTS.fields.category }),
      'Sustainable',
    );
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'GOTS jersey');
    const certifications = screen.getByRole('textbox', { name: TEXTS.fields.certifications });
    await user.type(certifications, ' GOTS {Enter}');
    await user.type(certifications, 'gots{Enter}');
    const regions = screen.getByRole('combobox', { name: TEXTS.fields.preferredRegions });
    await user.selectOptions(regions, 'Europe');
    await user.click(screen.getByRole('button', { name: TEXTS.addRegion }));
    expect(within(regions).getByRole('option', { name: 'Europe' })).toBeDisabled();
    expect(
      within(
        screen.getByRole('list', { name: TEXTS.chosen(TEXTS.fields.certifications) }),
      ).getAllByRole('listitem'),
    ).toHaveLength(1);
    // The chosen lists are named apart from their fields: each label finds its field alone.
    expect(screen.getByLabelText(TEXTS.fields.certifications)).toBe(certifications);
    expect(screen.getByLabelText(TEXTS.fields.preferredRegions)).toBe(regions);

    await user.click(screen.getByRole('button', { name: TEXTS.publish }));
    expect(await screen.findByText(TEXTS.success.title)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toMatchObject({
      status: 'active',
      title: 'Jersey',
      certifications: ['GOTS'],
      preferredRegions: ['Europe'],
      visibility: 'public',
    });
    expect(screen.getByRole('textbox', { name: TEXTS.fields.title })).toHaveValue('');
  });
});
