import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ConfigError, DEFAULT_CONFIG, loadConfig } from '../../src/config';

const REPO_ROOT = path.resolve(__dirname, '../../..');

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 4000,
      host: '127.0.0.1',
      logLevel: 'info',
      publicOrigin: 'http://localhost:8080',
      trustProxy: 1,
      databaseUrl: undefined,
      dataDir: path.join(REPO_ROOT, '.data/auth-service'),
      keycloakInternalUrl: 'http://127.0.0.1:8081/auth',
      keycloakJwksUrl: 'http://127.0.0.1:8081/auth/realms/atelier/protocol/openid-connect/certs',
      keycloakIssuer: 'http://localhost:8080/auth/realms/atelier',
      keycloakAdminClientId: 'auth-service',
      keycloakAdminClientSecret: 'atelier-auth-service-local-secret',
      stripePrices: {
        freelancerPro: 'price_freelancer_pro_sandbox',
        clientPro: 'price_client_pro_sandbox',
        supplierPro: 'price_supplier_pro_sandbox',
      },
      stripeSecretKey: undefined,
      stripeWebhookSecret: undefined,
      paymentsProvider: 'off',
      storageDir: path.join(REPO_ROOT, '.data/storage'),
      s3: undefined,
      seedDemoData: false,
      storageSigningSecret: undefined,
      uploadExpiryMs: 24 * 60 * 60 * 1000,
      scheduledWorkPollMs: 5000,
      orderAutoCompleteDays: 3,
    });
  });

  it('reads ORDER_AUTO_COMPLETE_DAYS, from 1 to 30 days', () => {
    expect(loadConfig({ ORDER_AUTO_COMPLETE_DAYS: '7' }).orderAutoCompleteDays).toBe(7);
    for (const raw of ['0', '31', '2.5', 'three']) {
      expect(() => loadConfig({ ORDER_AUTO_COMPLETE_DAYS: raw })).toThrow(
        `ORDER_AUTO_COMPLETE_DAYS must be a whole number of days from 1 to 30; got "${raw}".`,
      );
    }
  });

  it('reads how often scheduled work is polled, 0 turning the poller off', () => {
    expect(loadConfig({ SCHEDULED_WORK_POLL_MS: '250' }).scheduledWorkPollMs).toBe(250);
    expect(loadConfig({ SCHEDULED_WORK_POLL_MS: '0' }).scheduledWorkPollMs).toBe(0);
    expect(() => loadConfig({ SCHEDULED_WORK_POLL_MS: 'soon' })).toThrow(
      'SCHEDULED_WORK_POLL_MS must be a whole number of milliseconds (0 turns polling off); got "soon".',
    );
  });

  it('turns payments off without a Stripe key, unless PAYMENTS_PROVIDER=sandbox asks for the sandbox', () => {
    expect(loadConfig({}).paymentsProvider).toBe('off');
    expect(loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).paymentsProvider).toBe('off');
    expect(loadConfig({ PAYMENTS_PROVIDER: 'off' }).paymentsProvider).toBe('off');
    expect(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' })).toMatchObject({
      paymentsProvider: 'sandbox',
      // The sandbox generates its own secret at start-up.
      stripeWebhookSecret: undefined,
    });
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_live_endpoint',
        PAYMENTS_PROVIDER: 'off',
      }).paymentsProvider,
    ).toBe('off');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'demo' })).toThrow(
      'PAYMENTS_PROVIDER must be one of stripe, sandbox, off; got "demo".',
    );
  });

  it('has no webhook secret committed anywhere in the repository', () => {
    // Built from parts so this file is not a match itself.
    const oldSecret = ['whsec', 'atelier', 'sandbox'].join('_');
    let found = '';
    try {
      found = execFileSync('git', ['grep', '-l', '-F', oldSecret], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      });
    } catch (error) {
      // git grep exits 1 when nothing matches.
      if ((error as { status?: number }).status !== 1) throw error;
    }
    expect(found).toBe('');
  });

  it('chooses the Stripe provider when a secret key is set, and refuses the sandbox then', () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_live_endpoint',
    });
    expect(config).toMatchObject({
      stripeSecretKey: 'sk_test_abc123',
      stripeWebhookSecret: 'whsec_live_endpoint',
      paymentsProvider: 'stripe',
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY',
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', PAYMENTS_PROVIDER: 'sandbox' }),
    ).toThrow('PAYMENTS_PROVIDER=sandbox is refused while STRIPE_SECRET_KEY is set');
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(
      'PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.',
    );
    expect(loadConfig({ PAYMENTS_PROVIDER: 'sandbox' }).paymentsProvider).toBe('sandbox');
  });

  it("takes the Connect endpoint's own signing secret, optional, checked like the other", () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_platform' };
    expect(loadConfig(stripe).stripeConnectWebhookSecret).toBeUndefined();
    expect(
      loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' })
        .stripeConnectWebhookSecret,
    ).toBe('whsec_connect');
    expect(() => loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'connect' })).toThrow(
      'STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_...).',
    );
  });

  it('never echoes a malformed Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_oops_secret' })).toThrow(
      /STRIPE_SECRET_KEY must be a Stripe secret key/,
    );
    try {
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_oops_secret' });
    } catch (error) {
      expect((error as Error).message).not.toContain('oops_secret');
    }
  });

  it('treats empty values (compose `${VAR:-}`) as unset', () => {
    expect(
      loadConfig({
        PORT: '',
        HOST: ' ',
        LOG_LEVEL: '',
        PUBLIC_ORIGIN: '',
        DATABASE_URL: '',
        KEYCLOAK_ADMIN_CLIENT_SECRET: '',
        STRIPE_PRICE_CLIENT_PRO: '',
      }),
    ).toEqual(DEFAULT_CONFIG);
  });

  it('derives the issuer from PUBLIC_ORIGIN and the key set from KEYCLOAK_INTERNAL_URL', () => {
    const config = loadConfig({
      PUBLIC_ORIGIN: 'http://localhost:8101',
      KEYCLOAK_INTERNAL_URL: 'http://keycloak:8080/auth/',
    });
    expect(config.keycloakIssuer).toBe('http://localhost:8101/auth/realms/atelier');
    expect(config.keycloakInternalUrl).toBe('http://keycloak:8080/auth');
    expect(config.keycloakJwksUrl).toBe(
      'http://keycloak:8080/auth/realms/atelier/protocol/openid-connect/certs',
    );
  });

  it('reads the database, Keycloak, proxy and price settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://atelier:secret@postgres:5432/atelier',
      DATA_DIR: 'memory://',
      TRUST_PROXY: '2',
      KEYCLOAK_ISSUER: 'https://atelier.example/auth/realms/atelier',
      KEYCLOAK_JWKS_URL: 'http://keycloak:8080/auth/realms/atelier/protocol/openid-connect/certs',
      KEYCLOAK_ADMIN_CLIENT_ID: 'auth-service',
      KEYCLOAK_ADMIN_CLIENT_SECRET: 's3cr3t',
      STRIPE_PRICE_FREELANCER_PRO: 'price_1Freelancer',
      STRIPE_PRICE_CLIENT_PRO: 'price_1Client',
      STRIPE_PRICE_SUPPLIER_PRO: 'price_1Supplier',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://atelier:secret@postgres:5432/atelier',
      dataDir: 'memory://',
      trustProxy: 2,
      keycloakIssuer: 'https://atelier.example/auth/realms/atelier',
      keycloakAdminClientSecret: 's3cr3t',
      stripePrices: {
        freelancerPro: 'price_1Freelancer',
        clientPro: 'price_1Client',
        supplierPro: 'price_1Supplier',
      },
    });
  });

  it('reads TRUST_PROXY as a hop count, 0 meaning no proxy', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: ' 1 ' }).trustProxy).toBe(1);
  });

  it('refuses to listen beyond this machine without the secret that signs e-mail links (issue 36)', () => {
    const secret = 'a-secret-of-at-least-thirty-two-characters';
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(
      'MAIL_SIGNING_SECRET must be set (at least 32 characters) when the API listens beyond this machine (HOST=0.0.0.0): it signs the links in e-mails.',
    );
    expect(() => loadConfig({ HOST: '0.0.0.0', MAIL_SIGNING_SECRET: 'short' })).toThrow(
      'MAIL_SIGNING_SECRET must be at least 32 characters long.',
    );
    expect(loadConfig({ HOST: '0.0.0.0', MAIL_SIGNING_SECRET: secret }).host).toBe('0.0.0.0');
    // On this machine alone, without e-mail, no link is sent: no secret needed.
    expect(loadConfig({ HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
  });

  it('resolves a relative DATA_DIR against the working directory', () => {
    expect(loadConfig({ DATA_DIR: 'var/db' }).dataDir).toBe(path.resolve('var/db'));
  });

  it('reads valid values and normalises the origin', () => {
    expect(
      loadConfig({
        PORT: '4999',
        HOST: '0.0.0.0',
        LOG_LEVEL: 'debug',
        PUBLIC_ORIGIN: 'https://Atelier.example:8443/',
        MAIL_SIGNING_SECRET: 'a-secret-of-at-least-thirty-two-characters',
      }),
    ).toMatchObject({
      port: 4999,
      host: '0.0.0.0',
      logLevel: 'debug',
      publicOrigin: 'https://atelier.example:8443',
    });
  });

  it.each([
    ['PORT', 'abc', 'PORT must be an integer from 1 to 65535; got "abc".'],
    ['PORT', '0', 'PORT must be an integer from 1 to 65535; got "0".'],
    ['PORT', '65536', 'PORT must be an integer from 1 to 65535; got "65536".'],
    ['PORT', '40.5', 'PORT must be an integer from 1 to 65535; got "40.5".'],
    ['HOST', 'local host', 'HOST must be a host name or IP address; got "local host".'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "verbose".',
    ],
    ['PUBLIC_ORIGIN', 'localhost:8080', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'ftp://atelier.example', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'https://atelier.example/app', 'PUBLIC_ORIGIN must be an http(s) origin'],
    ['PUBLIC_ORIGIN', 'https://u:p@atelier.example', 'PUBLIC_ORIGIN must be an http(s) origin'],
    [
      'DATABASE_URL',
      'mysql://db/atelier',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
    ],
    ['DATA_DIR', 's3://bucket', 'DATA_DIR must be a directory path or memory://'],
    ['TRUST_PROXY', 'everyone', 'TRUST_PROXY must be the number of proxies'],
    // The old form (trusted ranges) is refused rather than read as some number of hops.
    ['TRUST_PROXY', 'loopback,linklocal,uniquelocal', 'TRUST_PROXY must be the number of proxies'],
    ['TRUST_PROXY', '10.0.0.0/8', 'TRUST_PROXY must be the number of proxies'],
    ['TRUST_PROXY', '-1', 'TRUST_PROXY must be the number of proxies'],
    ['TRUST_PROXY', '11', 'TRUST_PROXY must be the number of proxies'],
    ['KEYCLOAK_INTERNAL_URL', 'keycloak:8080', 'KEYCLOAK_INTERNAL_URL must be an http(s) URL'],
    ['KEYCLOAK_JWKS_URL', 'ftp://keycloak/certs', 'KEYCLOAK_JWKS_URL must be an http(s) URL'],
    ['KEYCLOAK_ISSUER', 'http://kc/realm?x=1', 'KEYCLOAK_ISSUER must be an http(s) URL'],
    [
      'KEYCLOAK_ADMIN_CLIENT_ID',
      'auth service',
      'KEYCLOAK_ADMIN_CLIENT_ID must be a Keycloak client id',
    ],
    [
      'STRIPE_PRICE_FREELANCER_PRO',
      'prod_123',
      'STRIPE_PRICE_FREELANCER_PRO must be a Stripe price id',
    ],
    ['STRIPE_PRICE_CLIENT_PRO', 'price_', 'STRIPE_PRICE_CLIENT_PRO must be a Stripe price id'],
    ['STRIPE_PRICE_SUPPLIER_PRO', 'price x', 'STRIPE_PRICE_SUPPLIER_PRO must be a Stripe price id'],
  ])('rejects %s=%j with a message naming it', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('never repeats a database password in its message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://atelier:hunter2@db/atelier' })).toThrow(
      'got "mysql://atelier:***@db/atelier"',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://atelier:hunter2@db/atelier' })).not.toThrow(
      /hunter2/,
    );
  });

  it('reports every bad value at once', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    expect((caught as ConfigError).problems).toHaveLength(2);
    expect((caught as ConfigError).message).toBe(
      [
        'Invalid configuration:',
        '  - PORT must be an integer from 1 to 65535; got "abc".',
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud".',
      ].join('\n'),
    );
  });
});
