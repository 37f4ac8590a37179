import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { createFakePlatform, renderWithProviders } from '../testUtils';
import { LOGO_TEXTS, LogoField, type LogoValue } from './LogoField';
import { UploaderProvider, type Uploader, type UploadHandlers } from './uploader';

/** An uploader the test finishes by hand: the running file's handlers. */
function manualUploader() {
  const running: UploadHandlers[] = [];
  const uploader: Uploader = (_file, _purpose, handlers) => {
    running.push(handlers);
    return { cancel: () => undefined };
  };
  return { uploader, running };
}

function Form() {
  const [logo, setLogo] = useState<LogoValue | null>(null);
  return (
    <>
      <LogoField label="Company Logo" value={logo} onChange={setLogo} />
      <output>{logo?.key ?? ''}</output>
    </>
  );
}

const image = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('LogoField', () => {
  const created: string[] = [];
  const revoked: string[] = [];
  beforeEach(() => {
    created.length = 0;
    revoked.length = 0;
    URL.createObjectURL = () => {
      const url = `blob:logo-${String(created.length + 1)}`;
      created.push(url);
      return url;
    };
    URL.revokeObjectURL = (url) => revoked.push(url);
  });

  it('refuses what is not an image, shows the uploaded one and releases a replaced preview', async () => {
    const { uploader, running } = manualUploader();
    const { user } = renderWithProviders(
      <UploaderProvider uploader={uploader}>
        <Form />
      </UploaderProvider>,
      { platform: createFakePlatform(), userOptions: { applyAccept: false } },
    );
    const input = screen.getByLabelText('Company Logo', { selector: 'input' });

    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(LOGO_TEXTS.notAnImage('notes.txt'));
    expect(running).toHaveLength(0);

    await user.upload(input, image('first.png'));
    expect(screen.getByText(LOGO_TEXTS.uploading(0))).toBeInTheDocument();
    act(() => running[0]?.onSuccess('logo-key-1'));
    expect(screen.getByRole('img', { name: 'Company Logo' })).toHaveAttribute('src', 'blob:logo-1');
    expect(screen.getByText('logo-key-1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: LOGO_TEXTS.replace }));
    await user.upload(input, image('second.png'));
    act(() => running[1]?.onSuccess('logo-key-2'));
    expect(screen.getByRole('img', { name: 'Company Logo' })).toHaveAttribute('src', 'blob:logo-2');
    expect(revoked).toEqual(['blob:logo-1']);

    await user.click(screen.getByRole('button', { name: LOGO_TEXTS.remove }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revoked).toEqual(['blob:logo-1', 'blob:logo-2']);
  });
});
