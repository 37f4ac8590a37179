import {
  fireEvent,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import { ROUTES } from '@atelier/shared-ui';
import { fakeServer, renderScreen } from '../../../testing/apiScreen';
import { BUTTONS, PROJECT_FORM_MESSAGES as M, SAVE_BANNERS } from '../model/texts';
import { RESET_AFTER_MS, UploadProject } from './UploadProject';

const render = () => renderScreen(<UploadProject />, { path: ROUTES.freelancer.uploadProject });
const image = (name: string) => new File(['png'], name, { type: 'image/png' });
/** Images are added once read for their previews. */
const uploadedCount = (count: number) =>
  waitFor(() => {
    const list = screen.getByRole('list', { name: 'Uploaded images' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  });

describe('UploadProject', () => {
  it("shows the first of section 5's messages and sends nothing", async () => {
    const requests = fakeServer(() => ({ status: 201, body: {} }));
    const { user } = render();
    await user.click(screen.getByRole('button', { name: BUTTONS.publish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(M.title);
    expect(screen.getByLabelText('Project Title')).toHaveFocus();
    await user.type(screen.getByLabelText('Project Title'), 'Swim capsule');
    await user.click(screen.getByRole('button', { name: BUTTONS.publish }));
    expect(
      await screen.findByText(M.category, { selector: '[role="alert"] *, [role="alert"]' }),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('refuses a file that is not an image with the spec message', async () => {
    fakeServer(() => ({ status: 201, body: {} }));
    render();
    // The picker's accept list can be bypassed (drag and drop, "All files"): the rule still holds.
    fireEvent.change(screen.getByLabelText('Project Images'), {
      target: { files: [new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByText('brief.pdf is not a valid image file.')).toBeInTheDocument();
  });

  // Waits out the spec's 3 seconds (a behaviour, not a speed measurement).
  it('publishes with two images and resets after 3 seconds', async () => {
    const requests = fakeServer(() => ({ status: 201, body: {} }));
    const { user } = render();
    await user.type(screen.getByLabelText('Project Title'), 'Swim capsule');
    await user.selectOptions(screen.getByLabelText('Category'), 'Swimwear Design');
    await user.type(screen.getByLabelText('Description'), 'Six pieces.');
    expect(screen.getByText('11/1000')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tags'), 'resort{Enter}');
    await user.upload(screen.getByLabelText('Project Images'), [image('a.png'), image('b.png')]);
    await uploadedCount(2);
    await user.click(screen.getByRole('button', { name: BUTTONS.publish }));
    expect(await screen.findByText(SAVE_BANNERS.success.title)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'POST',
        url: '/api/me/projects',
        body: expect.objectContaining({
          title: 'Swim capsule',
          status: 'published',
          tags: ['resort'],
          images: [
            { key: 'key-a.png', name: 'a.png', size: 3 },
            { key: 'key-b.png', name: 'b.png', size: 3 },
          ],
        }) as unknown,
      },
    ]);
    await waitForElementToBeRemoved(() => screen.queryByText(SAVE_BANNERS.success.title), {
      timeout: RESET_AFTER_MS + 2000,
    });
    expect(screen.getByLabelText('Project Title')).toHaveValue('');
  });

  it('keeps every value and shows the failure banner when the save fails', async () => {
    fakeServer(() => ({ status: 500, body: { message: 'boom' } }));
    const { user } = render();
    await user.type(screen.getByLabelText('Project Title'), 'Swim capsule');
    await user.selectOptions(screen.getByLabelText('Category'), 'Swimwear Design');
    await user.type(screen.getByLabelText('Description'), 'Six pieces.');
    await user.upload(screen.getByLabelText('Project Images'), image('a.png'));
    await uploadedCount(1);
    await user.click(screen.getByRole('button', { name: BUTTONS.draft }));
    expect(await screen.findByText(SAVE_BANNERS.failure.title)).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveValue('Swim capsule');
  });
});
