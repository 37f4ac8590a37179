/**
 * Configuration read from the environment once, at start-up. Every value is checked here so a
 * bad deployment fails immediately with a message naming the variable, instead of failing later
 * on the first request that needs it.
 */
import path from 'node:path';
import { StringEnum } from '@atelier/api-contract';
import { Type, type Static } from '@sinclair/typebox';
import envSchema from 'env-schema';

/** The repository root, from src/ (tests, dev) and dist/ (built) alike. */
const REPO_ROOT = path.resolve(__dirname, '../..');

/** The Keycloak realm every URL below is built for (auth-service/keycloak/realm). */
export const KEYCLOAK_REALM = 'atelier';

/** PGlite's in-memory data directory: nothing is written to disk (tests, benchmarks). */
export const MEMORY_DATA_DIR = 'memory://';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  /** TCP port the API listens on (`PORT`). */
  port: number;
  /** Interface the API binds to (`HOST`); `0.0.0.0` in a container. */
  host: string;
  /** Minimum level written to the JSON log (`LOG_LEVEL`). */
  logLevel: LogLevel;
  /** Origin users reach the platform at, through the gateway (`PUBLIC_ORIGIN`), no trailing slash. */
  publicOrigin: string;
  /**
   * How many proxies stand in front of the API (`TRUST_PROXY`, fastify's `trustProxy` as a hop
   * count): the client address decides rate limits, and behind the gateway the socket address is
   * nginx's. With 1 the client is the last `X-Forwarded-For` entry, the one nginx appended; any
   * entry before it came from the client and is ignored. 0: no proxy, the socket address.
   */
  trustProxy: number;
  /** PostgreSQL server (`DATABASE_URL`); unset means embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite's data directory (`DATA_DIR`), or `memory://`; unused when `databaseUrl` is set. */
  dataDir: string;
  /** Keycloak's base URL as this service reaches it, `/auth` included (`KEYCLOAK_INTERNAL_URL`). */
  keycloakInternalUrl: string;
  /** Where the realm's signing keys are fetched (`KEYCLOAK_JWKS_URL`). */
  keycloakJwksUrl: string;
  /** The `iss` every access token must carry (`KEYCLOAK_ISSUER`): the realm's public URL. */
  keycloakIssuer: string;
  /** Confidential client whose service account assigns realm roles (`KEYCLOAK_ADMIN_CLIENT_ID`). */
  keycloakAdminClientId: string;
  /** Its secret (`KEYCLOAK_ADMIN_CLIENT_SECRET`). */
  keycloakAdminClientSecret: string;
  /** Stripe price ids of the three Pro plans (`STRIPE_PRICE_<AUDIENCE>_PRO`). */
  stripePrices: { freelancerPro: string; clientPro: string; supplierPro: string };
  /** Stripe secret API key (`STRIPE_SECRET_KEY`); unset means the sandbox or no payments. */
  stripeSecretKey: string | undefined;
  /**
   * Signing secret of the webhook endpoint (`STRIPE_WEBHOOK_SECRET`), `whsec_...`. Required with a
   * Stripe key; when unset the sandbox signs with a random secret generated at start-up.
   */
  stripeWebhookSecret: string | undefined;
  /**
   * Signing secret of the Connect webhook endpoint (`STRIPE_CONNECT_WEBHOOK_SECRET`): Stripe sends
   * connected accounts' events (account.updated, direct charges' checkout and refunds) to an
   * endpoint of their own, with its own secret. Optional: the same URL verifies with either.
   */
  stripeConnectWebhookSecret: string | undefined;
  /**
   * `stripe` (the Stripe API through the official SDK), `sandbox` (offline hosted checkout served
   * by this service, for development and tests only) or `off` (no online payments: checkout
   * answers 503, no webhook). `stripe` when `STRIPE_SECRET_KEY` is set; without a key `off`
   * unless `PAYMENTS_PROVIDER=sandbox` asks for the sandbox, which is refused with a Stripe key.
   */
  paymentsProvider: PaymentsProviderKind;
  /** Where the file-system storage keeps files (`STORAGE_DIR`); unused when `s3` is set. */
  storageDir: string;
  /**
   * `SEED_DEMO_DATA=true`: at start-up, the demo freelancer's profile and products (src/demo/),
   * skipped when they exist. `npm start` and the browser tests set it; compose never does.
   */
  seedDemoData: boolean;
  /**
   * S3-compatible object storage (`S3_ENDPOINT` and its companions); unset means the file system
   * under `storageDir`, as an unset `DATABASE_URL` means PGlite.
   */
  s3: S3Config | undefined;
  /**
   * Key of the HMAC that signs the file system's 60-second download links
   * (`STORAGE_SIGNING_SECRET`, at least 32 characters). Unset: a random key made at start-up,
   * so links die with the process and two instances do not accept each other's.
   */
  storageSigningSecret: string | undefined;
  /**
   * How long an incomplete upload may lie untouched since its creation before the uploads'
   * hourly sweep removes it and its tus record, and how long after it finished a complete upload
   * nothing uses is kept (uploads/usage.ts): a day (not read from the environment).
   */
  uploadExpiryMs: number;
  /**
   * How often each instance looks for due scheduled work (`SCHEDULED_WORK_POLL_MS`, default 5 s):
   * the longest an e-mail or a deadline waits past its time. 0 turns the poller off (tests run due
   * work themselves).
   */
  scheduledWorkPollMs: number;
  /**
   * An OpenAI-compatible chat completions API for Post a Job's 'Autofill with AI' (`AI_BASE_URL`,
   * e.g. `https://api.openai.com/v1`, with `AI_API_KEY` and `AI_MODEL`, all three or none).
   * Unset: autofill composes from the template library (src/modules/jobs/autofill-templates.ts).
   */
  ai: AiConfig | undefined;
  /**
   * Days after a delivery without the buyer's answer before a custom order completes by itself
   * (`ORDER_AUTO_COMPLETE_DAYS`, 1 to 30, default 3; issue 22).
   */
  orderAutoCompleteDays: number;
  /**
   * E-mail through an SMTP server (`SMTP_HOST` and its companions, `MAIL_*`). Unset `SMTP_HOST`:
   * no e-mail is sent, and none is scheduled (tests of other modules, a deployment without mail).
   */
  mail: MailConfig | undefined;
}

export interface MailConfig {
  /** The SMTP server (`SMTP_HOST`, `SMTP_PORT` default 587). */
  host: string;
  port: number;
  /**
   * `SMTP_SECURE=true`: TLS from the first byte (port 465). Otherwise plain SMTP upgraded with
   * STARTTLS when the server offers it; `SMTP_STARTTLS=true` makes the upgrade required.
   */
  secure: boolean;
  requireTls: boolean;
  /** `SMTP_USER` and `SMTP_PASSWORD`, both or none (a local catcher takes none). */
  auth: { user: string; password: string } | undefined;
  /** The sender: `SMTP_FROM` (an address) and `SMTP_FROM_NAME` (default `Atelier`). */
  from: { address: string; name: string };
  /**
   * Key of the HMAC that signs the one-click unsubscribe links (`MAIL_SIGNING_SECRET`, at least
   * 32 characters, required with `SMTP_HOST`): links must stay valid across restarts and
   * instances, so it is never made up at start-up.
   */
  signingSecret: string;
  /**
   * How long a new message waits unread before its e-mail goes (`MAIL_MESSAGE_DELAY_SECONDS`,
   * default 600): messages read in the meantime send nothing, several become one e-mail.
   */
  messageDelayMs: number;
}

export interface AiConfig {
  /** The API's base URL, no trailing slash: requests go to `<baseUrl>/chat/completions`. */
  baseUrl: string;
  apiKey: string;
  model: string;
}

export interface S3Config {
  /** The S3 API as this service reaches it (`S3_ENDPOINT`), e.g. `http://s3:7070`. */
  endpoint: string;
  /**
   * The endpoint put in presigned links, as browsers reach it (`S3_PUBLIC_ENDPOINT`); default
   * `endpoint`.
   */
  publicEndpoint: string;
  /** The bucket every object goes in (`S3_BUCKET`); it must exist. */
  bucket: string;
  /** `S3_REGION`, default `us-east-1` (what S3-compatible servers expect when they ignore it). */
  region: string;
  /** `S3_ACCESS_KEY_ID` and `S3_SECRET_ACCESS_KEY`. */
  accessKeyId: string;
  secretAccessKey: string;
}

export const PAYMENTS_PROVIDERS = ['stripe', 'sandbox', 'off'] as const;
export type PaymentsProviderKind = (typeof PAYMENTS_PROVIDERS)[number];
const DEFAULT_PUBLIC_ORIGIN = 'http://localhost:8080';
const DEFAULT_KEYCLOAK_INTERNAL_URL = 'http://127.0.0.1:8081/auth';

/** The realm's issuer for a public origin: Keycloak runs with `--hostname=<origin>/auth`. */
export function keycloakIssuerFor(publicOrigin: string): string {
  return `${publicOrigin}/auth/realms/${KEYCLOAK_REALM}`;
}

/** The realm's key set for Keycloak's internal base URL. */
export function keycloakJwksUrlFor(keycloakInternalUrl: string): string {
  return `${keycloakInternalUrl}/realms/${KEYCLOAK_REALM}/protocol/openid-connect/certs`;
}

/**
 * The local and test realm's default secret for the `auth-service` client
 * (`${AUTH_SERVICE_CLIENT_SECRET:...}` in the realm file). Deployments set their own.
 */
export const LOCAL_KEYCLOAK_ADMIN_CLIENT_SECRET = 'atelier-auth-service-local-secret';

/** Ten minutes: long enough to read a message in the app, short enough to still matter. */
export const DEFAULT_MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;

/** Thrown by `loadConfig` with every problem found, so one restart fixes them all. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const HOST_PATTERN = '^[A-Za-z0-9.:-]+$';
const MIN_SIGNING_SECRET_LENGTH = 32;
/** More hops than any deployment of this platform has; a typo rather than a topology. */
const MAX_PROXY_HOPS = 10;

/*
 * The rules JSON Schema cannot say, given to env-schema's Ajv as formats (checks) and one keyword
 * (a conversion), and named in the schema below.
 */

/** `new URL`, or undefined for what is not a URL at all. */
function urlOf(raw: string): URL | undefined {
  try {
    return new URL(raw);
  } catch {
    return undefined;
  }
}

/** An http(s) URL without credentials, query or fragment. */
function isHttpUrl(raw: string): boolean {
  const url = urlOf(raw);
  return (
    url !== undefined &&
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.search === '' &&
    url.hash === ''
  );
}

const FORMATS: Record<string, (raw: string) => boolean> = {
  /** An http(s) URL as above, with no path either. */
  'http-origin': (raw) => isHttpUrl(raw) && urlOf(raw)?.pathname === '/',
  'http-url': isHttpUrl,
  'postgres-url': (raw) => {
    const url = urlOf(raw);
    return (
      url !== undefined &&
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') &&
      url.hostname !== ''
    );
  },
  /** A path on the file system, not a URL such as `s3://bucket`. */
  directory: (raw) => !raw.includes('://'),
  'data-dir': (raw) => raw === MEMORY_DATA_DIR || !raw.includes('://'),
};

/**
 * `wholeNumber: { minimum, maximum }`: a number written in digits alone, made a number. Ajv's own
 * coercion (`type: 'integer'`) would also take `1e3`, `0x10` or ` 7`.
 */
const WHOLE_NUMBER_KEYWORD = {
  keyword: 'wholeNumber',
  modifying: true,
  errors: false,
  metaSchema: {
    type: 'object',
    properties: { minimum: { type: 'integer' }, maximum: { type: 'integer' } },
    required: ['minimum', 'maximum'],
  },
  compile:
    ({ minimum, maximum }: { minimum: number; maximum: number }) =>
    (
      data: unknown,
      context?: { parentData: Record<string, unknown>; parentDataProperty: string },
    ) => {
      if (typeof data !== 'string' || !/^\d{1,15}$/.test(data)) return false;
      const value = Number(data);
      if (value < minimum || value > maximum || context === undefined) return false;
      context.parentData[context.parentDataProperty] = value;
      return true;
    },
};

/**
 * The schema's own annotation: what is reported when a value is refused, `{value}` standing for
 * the value as set (left out of a secret's message).
 */
const PROBLEM_KEYWORD = { keyword: 'problem', schemaType: 'string' };

interface Rule {
  problem: string;
  default?: string | boolean;
}

function WholeNumber(minimum: number, maximum: number, rule: Rule) {
  return Type.Unsafe<number>({ type: 'string', wholeNumber: { minimum, maximum }, ...rule });
}
const Text = (rule: Rule & { pattern?: string; format?: string; minLength?: number }) =>
  Type.String(rule);
const Flag = (rule: Rule) => Type.Boolean(rule);
/** A value that is only checked for being set (a secret, a name). */
const AnyText = () => Type.String();

const urlRule = (name: string) => ({
  format: 'http-url',
  problem: `${name} must be an http(s) URL without query or credentials; got "{value}".`,
});
const portRule = (name: string, fallback?: string) => ({
  problem: `${name} must be an integer from 1 to 65535; got "{value}".`,
  ...(fallback === undefined ? {} : { default: fallback }),
});
const flagRule = (name: string) => ({ problem: `${name} must be true or false; got "{value}".` });
const priceRule = (name: string, fallback: string) => ({
  pattern: '^price_[A-Za-z0-9_]{1,200}$',
  problem: `${name} must be a Stripe price id (price_...); got "{value}".`,
  default: fallback,
});
const webhookSecretRule = (name: string) => ({
  pattern: '^whsec_[A-Za-z0-9_]{1,255}$',
  // Never echoed: a secret even when malformed.
  problem: `${name} must be a webhook signing secret (whsec_...).`,
});
const signingSecretRule = (name: string) => ({
  minLength: MIN_SIGNING_SECRET_LENGTH,
  // Never echoed: a secret even when too short.
  problem: `${name} must be at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters long.`,
});

/**
 * Every variable the service reads, with its check, its message and (for those that have one)
 * its default. Optional ones without a default are unset (`undefined`) when not given.
 */
const ENV_SCHEMA = Type.Object(
  {
    PORT: WholeNumber(1, 65535, portRule('PORT', '4000')),
    HOST: Text({
      pattern: HOST_PATTERN,
      default: '127.0.0.1',
      problem: 'HOST must be a host name or IP address; got "{value}".',
    }),
    LOG_LEVEL: StringEnum(LOG_LEVELS, {
      default: 'info',
      problem: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "{value}".`,
    }),
    PUBLIC_ORIGIN: Text({
      format: 'http-origin',
      default: DEFAULT_PUBLIC_ORIGIN,
      problem:
        'PUBLIC_ORIGIN must be an http(s) origin such as https://atelier.example (no path, query or credentials); got "{value}".',
    }),
    TRUST_PROXY: WholeNumber(0, MAX_PROXY_HOPS, {
      default: '1',
      problem: `TRUST_PROXY must be the number of proxies in front of the API, from 0 (none) to ${String(MAX_PROXY_HOPS)}; got "{value}".`,
    }),
    DATABASE_URL: Type.Optional(
      Text({
        format: 'postgres-url',
        problem:
          'DATABASE_URL must be a postgres:// or postgresql:// URL with a host; got "{value}".',
      }),
    ),
    DATA_DIR: Text({
      format: 'data-dir',
      default: path.join(REPO_ROOT, '.data/auth-service'),
      problem: `DATA_DIR must be a directory path or ${MEMORY_DATA_DIR}; got "{value}".`,
    }),
    KEYCLOAK_INTERNAL_URL: Text({
      ...urlRule('KEYCLOAK_INTERNAL_URL'),
      default: DEFAULT_KEYCLOAK_INTERNAL_URL,
    }),
    // The key set and issuer follow the URLs they derive from unless set themselves.
    KEYCLOAK_JWKS_URL: Type.Optional(Text(urlRule('KEYCLOAK_JWKS_URL'))),
    KEYCLOAK_ISSUER: Type.Optional(Text(urlRule('KEYCLOAK_ISSUER'))),
    KEYCLOAK_ADMIN_CLIENT_ID: Text({
      pattern: '^[A-Za-z0-9._-]{1,255}$',
      default: 'auth-service',
      problem: 'KEYCLOAK_ADMIN_CLIENT_ID must be a Keycloak client id; got "{value}".',
    }),
    KEYCLOAK_ADMIN_CLIENT_SECRET: Type.String({ default: LOCAL_KEYCLOAK_ADMIN_CLIENT_SECRET }),
    STRIPE_PRICE_FREELANCER_PRO: Text(
      priceRule('STRIPE_PRICE_FREELANCER_PRO', 'price_freelancer_pro_sandbox'),
    ),
    STRIPE_PRICE_CLIENT_PRO: Text(priceRule('STRIPE_PRICE_CLIENT_PRO', 'price_client_pro_sandbox')),
    STRIPE_PRICE_SUPPLIER_PRO: Text(
      priceRule('STRIPE_PRICE_SUPPLIER_PRO', 'price_supplier_pro_sandbox'),
    ),
    STRIPE_SECRET_KEY: Type.Optional(
      Text({
        pattern: '^(sk|rk)_(test|live)_[A-Za-z0-9]{1,255}$',
        // Never echoed: a key is a secret even when malformed.
        problem: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_... or rk_...).',
      }),
    ),
    STRIPE_WEBHOOK_SECRET: Type.Optional(Text(webhookSecretRule('STRIPE_WEBHOOK_SECRET'))),
    STRIPE_CONNECT_WEBHOOK_SECRET: Type.Optional(
      Text(webhookSecretRule('STRIPE_CONNECT_WEBHOOK_SECRET')),
    ),
    PAYMENTS_PROVIDER: Type.Optional(
      StringEnum(PAYMENTS_PROVIDERS, {
        problem: `PAYMENTS_PROVIDER must be one of ${PAYMENTS_PROVIDERS.join(', ')}; got "{value}".`,
      }),
    ),
    STORAGE_DIR: Text({
      format: 'directory',
      default: path.join(REPO_ROOT, '.data/storage'),
      problem: 'STORAGE_DIR must be a directory path; got "{value}".',
    }),
    STORAGE_SIGNING_SECRET: Type.Optional(Text(signingSecretRule('STORAGE_SIGNING_SECRET'))),
    SEED_DEMO_DATA: Flag({ ...flagRule('SEED_DEMO_DATA'), default: false }),
    SCHEDULED_WORK_POLL_MS: WholeNumber(0, 999_999_999, {
      default: '5000',
      problem:
        'SCHEDULED_WORK_POLL_MS must be a whole number of milliseconds (0 turns polling off); got "{value}".',
    }),
    ORDER_AUTO_COMPLETE_DAYS: WholeNumber(1, 30, {
      default: '3',
      problem:
        'ORDER_AUTO_COMPLETE_DAYS must be a whole number of days from 1 to 30; got "{value}".',
    }),
    // S3, the AI API and e-mail: each group all or none (`groupProblems`), hence no defaults here.
    S3_ENDPOINT: Type.Optional(Text(urlRule('S3_ENDPOINT'))),
    S3_PUBLIC_ENDPOINT: Type.Optional(Text(urlRule('S3_PUBLIC_ENDPOINT'))),
    S3_BUCKET: Type.Optional(
      Text({
        // S3's bucket naming rules.
        pattern: '^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$',
        problem:
          'S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens); got "{value}".',
      }),
    ),
    S3_REGION: Type.Optional(
      Text({
        pattern: '^[a-z0-9-]{1,64}$',
        problem: 'S3_REGION must be a region name such as us-east-1; got "{value}".',
      }),
    ),
    S3_ACCESS_KEY_ID: Type.Optional(AnyText()),
    S3_SECRET_ACCESS_KEY: Type.Optional(AnyText()),
    AI_BASE_URL: Type.Optional(
      Text({
        pattern: '^https?://[^\\s]+$',
        problem:
          'AI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1; got "{value}".',
      }),
    ),
    AI_API_KEY: Type.Optional(AnyText()),
    AI_MODEL: Type.Optional(AnyText()),
    SMTP_HOST: Type.Optional(
      Text({
        pattern: HOST_PATTERN,
        problem: 'SMTP_HOST must be a host name or IP address; got "{value}".',
      }),
    ),
    SMTP_PORT: Type.Optional(WholeNumber(1, 65535, portRule('SMTP_PORT'))),
    SMTP_SECURE: Type.Optional(Flag(flagRule('SMTP_SECURE'))),
    SMTP_STARTTLS: Type.Optional(Flag(flagRule('SMTP_STARTTLS'))),
    SMTP_USER: Type.Optional(AnyText()),
    SMTP_PASSWORD: Type.Optional(AnyText()),
    SMTP_FROM: Type.Optional(
      Text({
        pattern: '^[^\\s@<>"]+@[^\\s@<>"]+$',
        problem:
          'SMTP_FROM must be a bare e-mail address such as no-reply@atelier.example; got "{value}".',
      }),
    ),
    SMTP_FROM_NAME: Type.Optional(AnyText()),
    MAIL_SIGNING_SECRET: Type.Optional(Text(signingSecretRule('MAIL_SIGNING_SECRET'))),
    MAIL_MESSAGE_DELAY_SECONDS: Type.Optional(
      WholeNumber(0, 999_999, {
        problem: 'MAIL_MESSAGE_DELAY_SECONDS must be a whole number of seconds; got "{value}".',
      }),
    ),
  },
  { additionalProperties: false },
);
type Environment = Static<typeof ENV_SCHEMA>;
type Variable = keyof Environment;
const VARIABLES = Object.keys(ENV_SCHEMA.properties) as Variable[];

const S3_VARIABLES = VARIABLES.filter((name) => name.startsWith('S3_'));
/** Mail settings that need SMTP_HOST (SMTP_FROM_NAME and SMTP_STARTTLS alone are harmless). */
const MAIL_VARIABLES: readonly Variable[] = [
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_FROM',
  'MAIL_MESSAGE_DELAY_SECONDS',
];
/** The addresses that reach this machine only. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/** Never echo a database password into a log or terminal. */
function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
}

/** `is`/`are` and `it`/`them` for a list of variable names set without the one they need. */
function strayProblem(stray: readonly string[], needed: string, remedy: (it: string) => string) {
  const one = stray.length === 1;
  return `${stray.join(', ')} ${one ? 'is' : 'are'} set but ${needed} is not: ${remedy(one ? 'it' : 'them')}.`;
}

/**
 * The rules between variables, which a schema of each value cannot say. `set` is what was given
 * (trimmed, empty meaning unset); `accepted` leaves out the values the schema refused.
 */
function groupProblems(
  set: Partial<Record<Variable, string>>,
  accepted: (name: Variable) => string | undefined,
): string[] {
  const problems: string[] = [];
  // Payments: the Stripe key chooses Stripe; the sandbox only when asked for, and never with a key.
  const key = accepted('STRIPE_SECRET_KEY');
  const forced = accepted('PAYMENTS_PROVIDER');
  if (forced === 'sandbox' && key !== undefined) {
    problems.push(
      'PAYMENTS_PROVIDER=sandbox is refused while STRIPE_SECRET_KEY is set: unset one of them.',
    );
  } else if (forced === 'stripe' && key === undefined) {
    problems.push('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  }
  if (key !== undefined && accepted('STRIPE_WEBHOOK_SECRET') === undefined) {
    // Without the endpoint's secret every real delivery would be rejected.
    problems.push(
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: the signing secret (whsec_...) of this service's webhook endpoint in Stripe.",
    );
  }
  // S3_ENDPOINT chooses S3 the way DATABASE_URL chooses PostgreSQL; S3 settings without it are
  // refused rather than ignored: files would silently go to the local disk.
  if (set.S3_ENDPOINT === undefined) {
    const stray = S3_VARIABLES.filter((name) => set[name] !== undefined);
    if (stray.length > 0) {
      problems.push(
        strayProblem(
          stray,
          'S3_ENDPOINT',
          (it) =>
            `set S3_ENDPOINT to store files in S3, or unset ${it} to use the file system (STORAGE_DIR)`,
        ),
      );
    }
  } else {
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (set[name] === undefined) problems.push(`${name} must be set with S3_ENDPOINT.`);
    }
  }
  // The AI API: all three, or none (the template library).
  const ai = ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'] as const;
  if (ai.some((name) => set[name] !== undefined)) {
    for (const name of ai) {
      const others = ai.filter((other) => other !== name).join(' and ');
      if (set[name] === undefined) problems.push(`${name} must be set with ${others}.`);
    }
  }
  // SMTP_HOST turns e-mail on, and with it the sender and the signing secret are required; mail
  // settings without it are refused rather than ignored: the deployment would send nothing.
  if (set.SMTP_HOST === undefined) {
    const stray = MAIL_VARIABLES.filter((name) => set[name] !== undefined);
    if (stray.length > 0) {
      problems.push(
        strayProblem(stray, 'SMTP_HOST', (it) => `set SMTP_HOST to send e-mail, or unset ${it}`),
      );
    }
  } else {
    if ((set.SMTP_USER === undefined) !== (set.SMTP_PASSWORD === undefined)) {
      problems.push('SMTP_USER and SMTP_PASSWORD must be set together (or neither).');
    }
    if (set.SMTP_FROM === undefined) {
      problems.push('SMTP_FROM must be set with SMTP_HOST: the address e-mails are sent from.');
    }
    if (set.MAIL_SIGNING_SECRET === undefined) {
      problems.push(
        `MAIL_SIGNING_SECRET must be set with SMTP_HOST (at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters): it signs the e-mails' unsubscribe links.`,
      );
    }
  }
  // An API that listens beyond this machine needs the secret that signs the links it mails
  // (unsubscribe, invitations; issue 36), e-mail or not: without it a deployment would start with
  // links nobody can trust, or none that survive a restart. `npm start` makes one per
  // installation under `.data/secrets/`; on localhost without e-mail no link is sent.
  const host = accepted('HOST') ?? '127.0.0.1';
  if (set.MAIL_SIGNING_SECRET === undefined && !LOOPBACK_HOSTS.includes(host)) {
    problems.push(
      `MAIL_SIGNING_SECRET must be set (at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters) when the API listens beyond this machine (HOST=${host}): it signs the links in e-mails.`,
    );
  }
  return problems;
}

/** An http(s) URL as written in the configuration: no trailing slash, so paths append with `/`. */
const withoutTrailingSlash = (url: string) => new URL(url).href.replace(/\/+$/, '');

/** The configuration from the checked variables. */
function configOf(env: Environment): Config {
  const publicOrigin = new URL(env.PUBLIC_ORIGIN).origin;
  const keycloakInternalUrl = withoutTrailingSlash(env.KEYCLOAK_INTERNAL_URL);
  const key = env.STRIPE_SECRET_KEY;
  const forced = env.PAYMENTS_PROVIDER;
  const s3Endpoint =
    env.S3_ENDPOINT === undefined ? undefined : withoutTrailingSlash(env.S3_ENDPOINT);
  return {
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    publicOrigin,
    trustProxy: env.TRUST_PROXY,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR === MEMORY_DATA_DIR ? MEMORY_DATA_DIR : path.resolve(env.DATA_DIR),
    keycloakInternalUrl,
    keycloakJwksUrl:
      env.KEYCLOAK_JWKS_URL === undefined
        ? keycloakJwksUrlFor(keycloakInternalUrl)
        : withoutTrailingSlash(env.KEYCLOAK_JWKS_URL),
    keycloakIssuer:
      env.KEYCLOAK_ISSUER === undefined
        ? keycloakIssuerFor(publicOrigin)
        : withoutTrailingSlash(env.KEYCLOAK_ISSUER),
    keycloakAdminClientId: env.KEYCLOAK_ADMIN_CLIENT_ID,
    keycloakAdminClientSecret: env.KEYCLOAK_ADMIN_CLIENT_SECRET,
    stripePrices: {
      freelancerPro: env.STRIPE_PRICE_FREELANCER_PRO,
      clientPro: env.STRIPE_PRICE_CLIENT_PRO,
      supplierPro: env.STRIPE_PRICE_SUPPLIER_PRO,
    },
    stripeSecretKey: key,
    stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
    stripeConnectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET,
    // The sandbox only when asked for: it serves a checkout anyone can pay without paying.
    paymentsProvider:
      key !== undefined
        ? forced === 'off'
          ? 'off'
          : 'stripe'
        : forced === 'sandbox'
          ? 'sandbox'
          : 'off',
    storageDir: path.resolve(env.STORAGE_DIR),
    seedDemoData: env.SEED_DEMO_DATA,
    s3:
      s3Endpoint === undefined ||
      env.S3_BUCKET === undefined ||
      env.S3_ACCESS_KEY_ID === undefined ||
      env.S3_SECRET_ACCESS_KEY === undefined
        ? undefined
        : {
            endpoint: s3Endpoint,
            publicEndpoint:
              env.S3_PUBLIC_ENDPOINT === undefined
                ? s3Endpoint
                : withoutTrailingSlash(env.S3_PUBLIC_ENDPOINT),
            bucket: env.S3_BUCKET,
            region: env.S3_REGION ?? 'us-east-1',
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          },
    storageSigningSecret: env.STORAGE_SIGNING_SECRET,
    uploadExpiryMs: 24 * 60 * 60 * 1000,
    scheduledWorkPollMs: env.SCHEDULED_WORK_POLL_MS,
    ai:
      env.AI_BASE_URL === undefined || env.AI_API_KEY === undefined || env.AI_MODEL === undefined
        ? undefined
        : {
            baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
          },
    orderAutoCompleteDays: env.ORDER_AUTO_COMPLETE_DAYS,
    mail:
      env.SMTP_HOST === undefined ||
      env.SMTP_FROM === undefined ||
      env.MAIL_SIGNING_SECRET === undefined
        ? undefined
        : {
            host: env.SMTP_HOST,
            port: env.SMTP_PORT ?? 587,
            secure: env.SMTP_SECURE ?? false,
            requireTls: env.SMTP_STARTTLS ?? false,
            auth:
              env.SMTP_USER === undefined || env.SMTP_PASSWORD === undefined
                ? undefined
                : { user: env.SMTP_USER, password: env.SMTP_PASSWORD },
            from: { address: env.SMTP_FROM, name: env.SMTP_FROM_NAME ?? 'Atelier' },
            signingSecret: env.MAIL_SIGNING_SECRET,
            messageDelayMs:
              env.MAIL_MESSAGE_DELAY_SECONDS === undefined
                ? DEFAULT_MESSAGE_EMAIL_DELAY_MS
                : env.MAIL_MESSAGE_DELAY_SECONDS * 1000,
          },
  };
}

/**
 * The two calls made on env-schema's Ajv. Its Ajv 8 is env-schema's own copy (the repository's
 * `ajv` is 6), so its keyword types are not importable here; the definitions above are Ajv 8's.
 */
interface AjvLike {
  addKeyword(definition: object): AjvLike;
  addFormat(name: string, format: (raw: string) => boolean): AjvLike;
}

/**
 * Reads and validates the configuration against `ENV_SCHEMA` with env-schema. Unset and empty
 * variables take their default (compose passes `${VAR:-}` as an empty string). Throws
 * `ConfigError` listing every bad value, in the schema's order, then the rules between them.
 */
export function loadConfig(env: Env = process.env): Config {
  const set: Partial<Record<Variable, string>> = {};
  for (const name of VARIABLES) {
    const raw = env[name]?.trim();
    if (raw !== undefined && raw !== '') set[name] = raw;
  }
  let checked: Environment | undefined;
  const refused = new Set<string>();
  try {
    checked = envSchema<Environment>({
      schema: ENV_SCHEMA,
      data: { ...set },
      env: false,
      ajv: {
        customOptions: (ajv) => {
          const custom = ajv as unknown as AjvLike;
          custom.addKeyword(WHOLE_NUMBER_KEYWORD).addKeyword(PROBLEM_KEYWORD);
          for (const [name, format] of Object.entries(FORMATS)) custom.addFormat(name, format);
          return ajv;
        },
      },
    });
  } catch (error) {
    const errors = (error as { errors?: { instancePath: string }[] }).errors;
    if (errors === undefined) throw error;
    for (const { instancePath } of errors) refused.add(instancePath.slice(1));
  }
  const problems = VARIABLES.filter((name) => refused.has(name)).map((name) =>
    // Every variable a value can fail has a `problem`; the fallback keeps the name regardless.
    (
      (ENV_SCHEMA.properties[name] as { problem?: string }).problem ?? `${name} is refused.`
    ).replace('{value}', redactUrl(set[name] ?? '')),
  );
  problems.push(...groupProblems(set, (name) => (refused.has(name) ? undefined : set[name])));
  if (problems.length > 0 || checked === undefined) throw new ConfigError(problems);
  return configOf(checked);
}

/** The configuration of an empty environment: every default. */
export const DEFAULT_CONFIG: Config = loadConfig({});
