import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { createFakePlatform, renderWithProviders } from '../testUtils';
import { ATTACHMENTS_FIELD_TEXTS, AttachmentsField } from './AttachmentsField';
import { ATTACHMENT_TEXTS } from './attachmentRules';
import { UploaderProvider, type Uploader, type UploadHandlers } from './uploader';
import type { UploadedFile } from './useFileUploads';

/** An uploader the test finishes by hand: each file's handlers, by name. */
function manualUploader() {
  const running = new Map<string, UploadHandlers>();
  const purposes: string[] = [];
  const uploader: Uploader = (file, purpose, handlers) => {
    running.set(file.name, handlers);
    purposes.push(purpose);
    return { cancel: () => running.delete(file.name) };
  };
  return { uploader, running, purposes };
}

function Form({ onBusy }: { onBusy: (busy: boolean) => void }) {
  const [files, setFiles] = useState<readonly UploadedFile[]>([]);
  return (
    <>
      <AttachmentsField
        label="Attachments"
        purpose="application-file"
        files={files}
        onChange={setFiles}
        onBusyChange={onBusy}
      />
      <output>{files.map((file) => file.key).join(',')}</output>
    </>
  );
}

describe('AttachmentsField', () => {
  it('uploads each file with its size, refuses the spec’s way, removes', async () => {
    const { uploader, running, purposes } = manualUploader();
    const busy: boolean[] = [];
    const { user } = renderWithProviders(
      <UploaderProvider uploader={uploader}>
        <Form onBusy={(value) => busy.push(value)} />
      </UploaderProvider>,
      { platform: createFakePlatform(), userOptions: { applyAccept: false } },
    );
    const cv = new File(['x'.repeat(2048)], 'cv.pdf', { type: 'application/pdf' });
    const big = new File(['x'], 'reel.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const script = new File(['x'], 'run.exe');
    await user.upload(screen.getByLabelText('Attachments', { selector: 'input' }), [
      cv,
      big,
      script,
    ]);
    expect(purposes).toEqual(['application-file']);
    expect(screen.getByText(ATTACHMENT_TEXTS.tooLarge('reel.png'))).toBeInTheDocument();
    expect(screen.getByText(ATTACHMENT_TEXTS.notAccepted('run.exe'))).toBeInTheDocument();
    expect(busy.at(-1)).toBe(true);

    act(() => running.get('cv.pdf')?.onSuccess('upload-1'));
    const list = screen.getByRole('list', { name: 'Attachments' });
    expect(within(list).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(list).getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('upload-1');
    expect(busy.at(-1)).toBe(false);

    await user.click(
      screen.getByRole('button', { name: ATTACHMENTS_FIELD_TEXTS.remove('cv.pdf') }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('names its choose button as the form asks (Post a Request: Choose Files)', () => {
    renderWithProviders(
      <AttachmentsField
        label="Attachments"
        purpose="request-attachment"
        files={[]}
        onChange={() => undefined}
        chooseLabel="Choose Files"
      />,
      { platform: createFakePlatform() },
    );
    expect(screen.getByRole('button', { name: 'Choose Files' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: ATTACHMENTS_FIELD_TEXTS.choose }),
    ).not.toBeInTheDocument();
  });
});
