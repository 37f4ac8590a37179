import {
  E2E_ACCESS_TOKEN_LIFESPAN,
  E2E_MAIL_SMTP_PORT,
  E2E_MAIL_WEB_PORT,
  E2E_MESSAGE_EMAIL_DELAY_SECONDS,
  E2E_PORT,
} from '../playwright.config';

interface Platform {
  url: string;
  stop: () => Promise<void>;
}

/** Starts auth-service and the real gateway config in front of the built apps. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { startPlatform } = (await import('../scripts/lib/platform.mjs')) as {
    startPlatform: (options: {
      port: number;
      apiPort: number;
      keycloakPort: number;
      name: string;
      ephemeral: boolean;
      accessTokenLifespan: number;
      mailSmtpPort: number;
      mailWebPort: number;
      apiEnv: Record<string, string>;
    }) => Promise<Platform>;
  };
  const platform = await startPlatform({
    port: E2E_PORT,
    apiPort: Number(process.env.ATELIER_E2E_API_PORT ?? 4090),
    keycloakPort: E2E_PORT + 500,
    name: `nginx-e2e-${E2E_PORT}`,
    ephemeral: true,
    // Short-lived tokens: the tests see silent refresh happen.
    accessTokenLifespan: E2E_ACCESS_TOKEN_LIFESPAN,
    // Every e-mail (verification, password reset, notifications) lands in this run's catcher.
    mailSmtpPort: E2E_MAIL_SMTP_PORT,
    mailWebPort: E2E_MAIL_WEB_PORT,
    // Message e-mails after seconds, not minutes, and due work picked up at once.
    apiEnv: {
      MAIL_MESSAGE_DELAY_SECONDS: String(E2E_MESSAGE_EMAIL_DELAY_SECONDS),
      SCHEDULED_WORK_POLL_MS: '500',
    },
  });
  return platform.stop;
}
