import { copyToClipboard, jobLink, jobPath } from './share';

describe('sharing a job', () => {
  it('links to the board opened on the job', () => {
    expect(jobPath('j-1')).toBe('/jobs/j-1');
    expect(jobPath('a b&c')).toBe('/jobs/a%20b%26c');
    expect(jobLink('https://atelier.example', 'j-1')).toBe('https://atelier.example/jobs/j-1');
  });

  it('copies with the clipboard', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    await expect(copyToClipboard('link', { writeText })).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('link');
  });

  it('reports a refused copy', async () => {
    const writeText = jest.fn(() => Promise.reject(new Error('NotAllowedError')));
    await expect(copyToClipboard('link', { writeText })).resolves.toBe(false);
  });

  it('reports a missing clipboard', async () => {
    await expect(copyToClipboard('link', undefined)).resolves.toBe(false);
  });
});
