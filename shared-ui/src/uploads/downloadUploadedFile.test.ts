import { downloadFile, downloadUploadedFile } from './downloadUploadedFile';

describe('downloadFile', () => {
  const createObjectURL = jest.fn(() => 'blob:file');
  const revokeObjectURL = jest.fn();
  let clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  const answer = (status: number) =>
    jest.fn(() =>
      Promise.resolve({
        ok: status < 400,
        status,
        blob: () => Promise.resolve(new Blob(['bytes'])),
      } as unknown as Response),
    );

  it('asks with the bearer token, follows the redirect and saves under the name', async () => {
    const fetchImpl = answer(200);
    await downloadFile(
      { url: '/api/purchases/p-1/files/k-1', name: 'pack.pdf' },
      () => Promise.resolve('token-1'),
      fetchImpl,
    );
    expect(fetchImpl).toHaveBeenCalledWith('/api/purchases/p-1/files/k-1', {
      headers: { Authorization: 'Bearer token-1' },
      redirect: 'follow',
    });
    expect(clicked).toEqual([{ href: 'blob:file', download: 'pack.pdf' }]);
  });

  it('fails with the status when the API refuses', async () => {
    await expect(
      downloadFile({ url: '/api/x', name: 'x.pdf' }, () => Promise.resolve(null), answer(404)),
    ).rejects.toThrow('Download of x.pdf failed (404)');
    expect(clicked).toEqual([]);
  });

  it("reads an uploaded file through its upload's download address", async () => {
    const fetchImpl = answer(200);
    await downloadUploadedFile(
      { key: 'uploads/abc', name: 'a.png' },
      () => Promise.resolve(null),
      fetchImpl,
    );
    expect(fetchImpl).toHaveBeenCalledWith('/api/uploads/abc/download', {
      headers: {},
      redirect: 'follow',
    });
  });
});
