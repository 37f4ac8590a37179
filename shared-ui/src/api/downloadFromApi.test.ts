import { fakeServer } from '../testUtils';
import { DownloadError, downloadFromApi } from './downloadFromApi';

describe('downloadFromApi', () => {
  const saved: { name: string; href: string }[] = [];
  let clicks: jest.SpyInstance;

  beforeEach(() => {
    saved.length = 0;
    Object.assign(URL, {
      createObjectURL: jest.fn(() => 'blob:export'),
      revokeObjectURL: jest.fn(),
    });
    clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
  });
  afterEach(() => clicks.mockRestore());

  it('fetches with the bearer token and saves the bytes under the name', async () => {
    const requests = fakeServer(() => ({ status: 200, text: 'a,b\n', contentType: 'text/csv' }));
    await downloadFromApi('/api/export.csv?q=x', 'export.csv', () => Promise.resolve('t-1'));
    expect(requests).toEqual([
      expect.objectContaining({ url: '/api/export.csv?q=x', authorization: 'Bearer t-1' }),
    ]);
    expect(saved).toEqual([{ name: 'export.csv', href: 'blob:export' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('throws with the status when the API refuses, and saves nothing', async () => {
    fakeServer(() => ({ status: 403, body: { message: 'no' } }));
    await expect(
      downloadFromApi('/api/export.csv', 'export.csv', () => Promise.resolve(null)),
    ).rejects.toEqual(new DownloadError('export.csv', 403));
    expect(saved).toEqual([]);
  });
});
