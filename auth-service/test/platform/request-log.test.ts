import { buildApp } from '../../src/app';
import { DEFAULT_CONFIG, MEMORY_DATA_DIR } from '../../src/config';
import { redactedUrl } from '../../src/platform/request-log';

describe('the request log', () => {
  it.each([
    ['/api/realtime?ticket=abc', '/api/realtime?ticket=[redacted]'],
    [
      '/api/companies/invitations/pending?invitation=tok.sig',
      '/api/companies/invitations/pending?invitation=[redacted]',
    ],
    [
      '/api/mail/unsubscribe?user=u&list=news&token=t0k',
      '/api/mail/unsubscribe?user=u&list=news&token=[redacted]',
    ],
    [
      '/api/files/a.pdf?expires=1&signature=s1g&filename=a.pdf',
      '/api/files/a.pdf?expires=1&signature=[redacted]&filename=a.pdf',
    ],
    ['/api/jobs?q=knitwear&page=2', '/api/jobs?q=knitwear&page=2'],
    ['/api/jobs?notoken=1', '/api/jobs?notoken=1'],
  ])('writes %s as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });

  it("never prints a one-use secret from a request's URL", async () => {
    const lines: string[] = [];
    const app = buildApp(
      { ...DEFAULT_CONFIG, dataDir: MEMORY_DATA_DIR },
      { logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } },
    );
    await app.ready();
    try {
      await app.inject({ url: '/api/companies/invitations/pending?invitation=secret-link-token' });
      await app.inject({ url: '/api/realtime?ticket=secret-realtime-ticket' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('invitation=[redacted]');
    expect(log).toContain('ticket=[redacted]');
    expect(log).not.toContain('secret-link-token');
    expect(log).not.toContain('secret-realtime-ticket');
  });
});
