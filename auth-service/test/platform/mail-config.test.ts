/** E-mail settings: SMTP_HOST turns e-mail on, and with it a sender and a signing secret. */
import { ConfigError, DEFAULT_MESSAGE_EMAIL_DELAY_MS, loadConfig } from '../../src/config';

const SECRET = 'a-mail-signing-secret-of-32-characters!';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('mail settings', () => {
  it('sends no e-mail without SMTP_HOST', () => {
    expect(loadConfig({}).mail).toBeUndefined();
  });

  it('reads a provider’s settings', () => {
    expect(
      loadConfig({
        SMTP_HOST: 'smtp.provider.example',
        SMTP_PORT: '465',
        SMTP_SECURE: 'true',
        SMTP_USER: 'apikey',
        SMTP_PASSWORD: 'provider-password',
        SMTP_FROM: 'no-reply@atelier.example',
        SMTP_FROM_NAME: 'Atelier Team',
        MAIL_SIGNING_SECRET: SECRET,
        MAIL_MESSAGE_DELAY_SECONDS: '5',
      }).mail,
    ).toEqual({
      host: 'smtp.provider.example',
      port: 465,
      secure: true,
      requireTls: false,
      auth: { user: 'apikey', password: 'provider-password' },
      from: { address: 'no-reply@atelier.example', name: 'Atelier Team' },
      signingSecret: SECRET,
      messageDelayMs: 5000,
    });
  });

  it('defaults to port 587, no credentials, the name Atelier and a ten-minute delay', () => {
    expect(
      loadConfig({
        SMTP_HOST: '127.0.0.1',
        SMTP_FROM: 'no-reply@atelier.test',
        MAIL_SIGNING_SECRET: SECRET,
      }).mail,
    ).toEqual(
      expect.objectContaining({
        port: 587,
        secure: false,
        auth: undefined,
        from: { address: 'no-reply@atelier.test', name: 'Atelier' },
        messageDelayMs: DEFAULT_MESSAGE_EMAIL_DELAY_MS,
      }),
    );
    expect(DEFAULT_MESSAGE_EMAIL_DELAY_MS).toBe(600_000);
  });

  it.each([
    [{ SMTP_HOST: 'smtp.example' }, 'SMTP_FROM must be set with SMTP_HOST'],
    [{ SMTP_HOST: 'smtp.example', SMTP_FROM: 'a@b.example' }, 'MAIL_SIGNING_SECRET must be set'],
    [
      { SMTP_HOST: 'smtp.example', SMTP_FROM: 'a@b.example', MAIL_SIGNING_SECRET: 'short' },
      'MAIL_SIGNING_SECRET must be at least 32 characters long.',
    ],
    [
      {
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'Atelier <a@b.example>',
        MAIL_SIGNING_SECRET: SECRET,
      },
      'SMTP_FROM must be a bare e-mail address',
    ],
    [
      {
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'a@b.example',
        MAIL_SIGNING_SECRET: SECRET,
        SMTP_USER: 'u',
      },
      'SMTP_USER and SMTP_PASSWORD must be set together',
    ],
    [
      {
        SMTP_HOST: 'smtp.example',
        SMTP_FROM: 'a@b.example',
        MAIL_SIGNING_SECRET: SECRET,
        SMTP_SECURE: 'yes',
      },
      'SMTP_SECURE must be true or false',
    ],
    [{ SMTP_PASSWORD: 'hunter2' }, 'SMTP_PASSWORD is set but SMTP_HOST is not'],
  ])('refuses %j', (env, message) => {
    expect(problemsOf(env).join('\n')).toContain(message);
  });

  it('never echoes a secret', () => {
    const problems = problemsOf({
      SMTP_HOST: 'smtp.example',
      SMTP_FROM: 'a@b.example',
      MAIL_SIGNING_SECRET: 'tiny-secret',
    });
    expect(problems.join('\n')).not.toContain('tiny-secret');
  });
});
