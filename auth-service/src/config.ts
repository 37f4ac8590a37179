/**
 * Configuration read from the environment once, at start-up. Every value is checked here so a
 * bad deployment fails immediately with a message naming the variable, instead of failing later
 * on the first request that needs it.
 */
import path from 'node:path';

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

export const DEFAULT_CONFIG: Config = {
  port: 4000,
  host: '127.0.0.1',
  logLevel: 'info',
  publicOrigin: DEFAULT_PUBLIC_ORIGIN,
  trustProxy: 1,
  databaseUrl: undefined,
  dataDir: path.join(REPO_ROOT, '.data/auth-service'),
  keycloakInternalUrl: DEFAULT_KEYCLOAK_INTERNAL_URL,
  keycloakJwksUrl: keycloakJwksUrlFor(DEFAULT_KEYCLOAK_INTERNAL_URL),
  keycloakIssuer: keycloakIssuerFor(DEFAULT_PUBLIC_ORIGIN),
  keycloakAdminClientId: 'auth-service',
  keycloakAdminClientSecret: LOCAL_KEYCLOAK_ADMIN_CLIENT_SECRET,
  stripePrices: {
    freelancerPro: 'price_freelancer_pro_sandbox',
    clientPro: 'price_client_pro_sandbox',
    supplierPro: 'price_supplier_pro_sandbox',
  },
  stripeSecretKey: undefined,
  stripeWebhookSecret: undefined,
  stripeConnectWebhookSecret: undefined,
  paymentsProvider: 'off',
  storageDir: path.join(REPO_ROOT, '.data/storage'),
  seedDemoData: false,
  s3: undefined,
  storageSigningSecret: undefined,
  uploadExpiryMs: 24 * 60 * 60 * 1000,
  scheduledWorkPollMs: 5000,
  ai: undefined,
  mail: undefined,
  orderAutoCompleteDays: 3,
};

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
type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

const HOST_PATTERN = /^[A-Za-z0-9.:-]+$/;

function parsePort(raw: string): Parsed<number> {
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  return port >= 1 && port <= 65535
    ? { ok: true, value: port }
    : { ok: false, problem: `PORT must be an integer from 1 to 65535; got "${raw}".` };
}

function parseHost(raw: string): Parsed<string> {
  return HOST_PATTERN.test(raw)
    ? { ok: true, value: raw }
    : { ok: false, problem: `HOST must be a host name or IP address; got "${raw}".` };
}

function parseLogLevel(raw: string): Parsed<LogLevel> {
  const level = LOG_LEVELS.find((candidate) => candidate === raw);
  return level !== undefined
    ? { ok: true, value: level }
    : { ok: false, problem: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${raw}".` };
}

function parsePublicOrigin(raw: string): Parsed<string> {
  const problem = `PUBLIC_ORIGIN must be an http(s) origin such as https://atelier.example (no path, query or credentials); got "${raw}".`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, problem };
  }
  const isOrigin =
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '';
  return isOrigin ? { ok: true, value: url.origin } : { ok: false, problem };
}

/** More hops than any deployment of this platform has; a typo rather than a topology. */
const MAX_PROXY_HOPS = 10;

function parseScheduledWorkPollMs(raw: string): Parsed<number> {
  const ms = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(ms)
    ? { ok: true, value: ms }
    : {
        ok: false,
        problem: `SCHEDULED_WORK_POLL_MS must be a whole number of milliseconds (0 turns polling off); got "${raw}".`,
      };
}

function parseSeedDemoData(raw: string): Parsed<boolean> {
  if (raw === 'true') return { ok: true, value: true };
  if (raw === 'false') return { ok: true, value: false };
  return { ok: false, problem: `SEED_DEMO_DATA must be true or false; got "${raw}".` };
}

function parseOrderAutoCompleteDays(raw: string): Parsed<number> {
  const days = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return days >= 1 && days <= 30
    ? { ok: true, value: days }
    : {
        ok: false,
        problem: `ORDER_AUTO_COMPLETE_DAYS must be a whole number of days from 1 to 30; got "${raw}".`,
      };
}

function parseTrustProxy(raw: string): Parsed<number> {
  const hops = /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return hops >= 0 && hops <= MAX_PROXY_HOPS
    ? { ok: true, value: hops }
    : {
        ok: false,
        problem: `TRUST_PROXY must be the number of proxies in front of the API, from 0 (none) to ${String(MAX_PROXY_HOPS)}; got "${raw}".`,
      };
}

function parseDatabaseUrl(raw: string): Parsed<string> {
  const problem = `DATABASE_URL must be a postgres:// or postgresql:// URL with a host; got "${redactUrl(raw)}".`;
  try {
    const url = new URL(raw);
    const ok =
      (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    return ok ? { ok: true, value: raw } : { ok: false, problem };
  } catch {
    return { ok: false, problem };
  }
}

/** Never echo a database password into a log or terminal. */
function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@');
}

function parseDataDir(raw: string): Parsed<string> {
  if (raw === MEMORY_DATA_DIR) return { ok: true, value: raw };
  if (raw.includes('://')) {
    return {
      ok: false,
      problem: `DATA_DIR must be a directory path or ${MEMORY_DATA_DIR}; got "${raw}".`,
    };
  }
  return { ok: true, value: path.resolve(raw) };
}

function httpUrlParser(name: string) {
  return (raw: string): Parsed<string> => {
    const problem = `${name} must be an http(s) URL without query or credentials; got "${raw}".`;
    try {
      const url = new URL(raw);
      const ok =
        (url.protocol === 'http:' || url.protocol === 'https:') &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === '';
      // No trailing slash, so paths can be appended with a single `/`.
      return ok ? { ok: true, value: url.href.replace(/\/+$/, '') } : { ok: false, problem };
    } catch {
      return { ok: false, problem };
    }
  };
}

function nonEmptyParser(name: string, pattern: RegExp, what: string) {
  return (raw: string): Parsed<string> =>
    pattern.test(raw)
      ? { ok: true, value: raw }
      : { ok: false, problem: `${name} must be ${what}; got "${raw}".` };
}

function parsePaymentsProvider(raw: string): Parsed<PaymentsProviderKind> {
  const kind = PAYMENTS_PROVIDERS.find((candidate) => candidate === raw);
  return kind !== undefined
    ? { ok: true, value: kind }
    : {
        ok: false,
        problem: `PAYMENTS_PROVIDER must be one of ${PAYMENTS_PROVIDERS.join(', ')}; got "${raw}".`,
      };
}

function parseStorageDir(raw: string): Parsed<string> {
  return raw.includes('://')
    ? { ok: false, problem: `STORAGE_DIR must be a directory path; got "${raw}".` }
    : { ok: true, value: path.resolve(raw) };
}

const MIN_SIGNING_SECRET_LENGTH = 32;

/** S3's bucket naming rules: 3-63 lower-case letters, digits, dots and hyphens. */
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const REGION_PATTERN = /^[a-z0-9-]{1,64}$/;
const S3_VARIABLES = [
  'S3_ENDPOINT',
  'S3_PUBLIC_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/**
 * `S3_ENDPOINT` chooses S3 the way `DATABASE_URL` chooses PostgreSQL; with it the bucket and both
 * keys are required. S3 settings without an endpoint are refused rather than ignored: files would
 * silently go to the local disk.
 */
function readS3Config(env: Env, problems: string[]): S3Config | undefined {
  const value = (name: (typeof S3_VARIABLES)[number]) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const endpointRaw = value('S3_ENDPOINT');
  if (endpointRaw === undefined) {
    const stray = S3_VARIABLES.filter((name) => value(name) !== undefined);
    if (stray.length > 0) {
      problems.push(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but S3_ENDPOINT is not: set S3_ENDPOINT to store files in S3, or unset ${stray.length === 1 ? 'it' : 'them'} to use the file system (STORAGE_DIR).`,
      );
    }
    return undefined;
  }
  const before = problems.length;
  const url = (name: 'S3_ENDPOINT' | 'S3_PUBLIC_ENDPOINT', raw: string) => {
    const parsed = httpUrlParser(name)(raw);
    if (parsed.ok) return parsed.value;
    problems.push(parsed.problem);
    return '';
  };
  const endpoint = url('S3_ENDPOINT', endpointRaw);
  const publicRaw = value('S3_PUBLIC_ENDPOINT');
  const publicEndpoint = publicRaw === undefined ? endpoint : url('S3_PUBLIC_ENDPOINT', publicRaw);
  const bucket = value('S3_BUCKET');
  if (bucket === undefined) problems.push('S3_BUCKET must be set with S3_ENDPOINT.');
  else if (!BUCKET_PATTERN.test(bucket)) {
    problems.push(
      `S3_BUCKET must be a bucket name (3 to 63 lower-case letters, digits, dots and hyphens); got "${bucket}".`,
    );
  }
  const region = value('S3_REGION') ?? 'us-east-1';
  if (!REGION_PATTERN.test(region)) {
    problems.push(`S3_REGION must be a region name such as us-east-1; got "${region}".`);
  }
  const accessKeyId = value('S3_ACCESS_KEY_ID');
  if (accessKeyId === undefined) problems.push('S3_ACCESS_KEY_ID must be set with S3_ENDPOINT.');
  const secretAccessKey = value('S3_SECRET_ACCESS_KEY');
  if (secretAccessKey === undefined) {
    problems.push('S3_SECRET_ACCESS_KEY must be set with S3_ENDPOINT.');
  }
  if (
    problems.length > before ||
    bucket === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined
  ) {
    return undefined;
  }
  return { endpoint, publicEndpoint, bucket, region, accessKeyId, secretAccessKey };
}

/** `AI_BASE_URL`, `AI_API_KEY` and `AI_MODEL`: all three, or none (the template library). */
function readAiConfig(env: Env, problems: string[]): AiConfig | undefined {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const baseUrl = value('AI_BASE_URL');
  const apiKey = value('AI_API_KEY');
  const model = value('AI_MODEL');
  if (baseUrl === undefined && apiKey === undefined && model === undefined) return undefined;
  const before = problems.length;
  if (baseUrl === undefined) problems.push('AI_BASE_URL must be set with AI_API_KEY and AI_MODEL.');
  else if (!/^https?:\/\/[^\s]+$/.test(baseUrl)) {
    problems.push(
      `AI_BASE_URL must be an http(s) URL such as https://api.openai.com/v1; got "${baseUrl}".`,
    );
  }
  if (apiKey === undefined) problems.push('AI_API_KEY must be set with AI_BASE_URL and AI_MODEL.');
  if (model === undefined) problems.push('AI_MODEL must be set with AI_BASE_URL and AI_API_KEY.');
  if (
    problems.length > before ||
    baseUrl === undefined ||
    apiKey === undefined ||
    model === undefined
  ) {
    return undefined;
  }
  return { baseUrl: baseUrl.replace(/\/+$/, ''), apiKey, model };
}

/** Ten minutes: long enough to read a message in the app, short enough to still matter. */
export const DEFAULT_MESSAGE_EMAIL_DELAY_MS = 10 * 60 * 1000;
const EMAIL_ADDRESS_PATTERN = /^[^\s@<>"]+@[^\s@<>"]+$/;
const MAIL_VARIABLES = [
  'SMTP_PORT',
  'SMTP_SECURE',
  'SMTP_STARTTLS',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_FROM',
  'SMTP_FROM_NAME',
  'MAIL_SIGNING_SECRET',
  'MAIL_MESSAGE_DELAY_SECONDS',
] as const;

/** The addresses that reach this machine only. */
const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * An API that listens beyond this machine needs the secret that signs the links it mails
 * (unsubscribe, invitations; issue 36): without it a deployment would start with links nobody
 * can trust, or none that survive a restart. `npm start` makes one per installation under
 * `.data/secrets/`; on localhost without e-mail the service runs without one (no link is sent).
 */
function requireLinkSecretBeyondLocalhost(env: Env, host: string, problems: string[]): void {
  const secret = env.MAIL_SIGNING_SECRET?.trim() ?? '';
  // With SMTP_HOST, readMailConfig checks the secret itself.
  const mailOff = (env.SMTP_HOST?.trim() ?? '') === '';
  if (mailOff && secret !== '' && secret.length < MIN_SIGNING_SECRET_LENGTH) {
    problems.push(
      `MAIL_SIGNING_SECRET must be at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters long.`,
    );
  }
  if (LOOPBACK_HOSTS.includes(host) || secret !== '') return;
  problems.push(
    `MAIL_SIGNING_SECRET must be set (at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters) when the API listens beyond this machine (HOST=${host}): it signs the links in e-mails.`,
  );
}

/**
 * `SMTP_HOST` turns e-mail on the way `S3_ENDPOINT` turns S3 on; with it the sender and the
 * signing secret are required. Mail settings without a host are refused rather than ignored: the
 * deployment would silently send nothing.
 */
function readMailConfig(env: Env, problems: string[]): MailConfig | undefined {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const host = value('SMTP_HOST');
  if (host === undefined) {
    // SMTP_FROM_NAME and SMTP_STARTTLS alone are harmless defaults some deployments set globally.
    // MAIL_SIGNING_SECRET alone is expected of an API that listens beyond this machine
    // (`requireLinkSecretBeyondLocalhost`), e-mail or not.
    const alone = ['SMTP_FROM_NAME', 'SMTP_STARTTLS', 'MAIL_SIGNING_SECRET'];
    const stray = MAIL_VARIABLES.filter(
      (name) => !alone.includes(name) && value(name) !== undefined,
    );
    if (stray.length > 0) {
      problems.push(
        `${stray.join(', ')} ${stray.length === 1 ? 'is' : 'are'} set but SMTP_HOST is not: set SMTP_HOST to send e-mail, or unset ${stray.length === 1 ? 'it' : 'them'}.`,
      );
    }
    return undefined;
  }
  const before = problems.length;
  if (!HOST_PATTERN.test(host)) {
    problems.push(`SMTP_HOST must be a host name or IP address; got "${host}".`);
  }
  const portRaw = value('SMTP_PORT') ?? '587';
  const port = parsePort(portRaw);
  if (!port.ok) problems.push(`SMTP_PORT must be an integer from 1 to 65535; got "${portRaw}".`);
  const flag = (name: string): boolean => {
    const raw = value(name);
    if (raw === undefined || raw === 'false') return false;
    if (raw === 'true') return true;
    problems.push(`${name} must be true or false; got "${raw}".`);
    return false;
  };
  const secure = flag('SMTP_SECURE');
  const requireTls = flag('SMTP_STARTTLS');
  const user = value('SMTP_USER');
  const password = value('SMTP_PASSWORD');
  if ((user === undefined) !== (password === undefined)) {
    problems.push('SMTP_USER and SMTP_PASSWORD must be set together (or neither).');
  }
  const fromAddress = value('SMTP_FROM');
  if (fromAddress === undefined) {
    problems.push('SMTP_FROM must be set with SMTP_HOST: the address e-mails are sent from.');
  } else if (!EMAIL_ADDRESS_PATTERN.test(fromAddress)) {
    problems.push(
      `SMTP_FROM must be a bare e-mail address such as no-reply@atelier.example; got "${fromAddress}".`,
    );
  }
  const signingSecret = value('MAIL_SIGNING_SECRET');
  if (signingSecret === undefined) {
    problems.push(
      `MAIL_SIGNING_SECRET must be set with SMTP_HOST (at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters): it signs the e-mails' unsubscribe links.`,
    );
  } else if (signingSecret.length < MIN_SIGNING_SECRET_LENGTH) {
    // Never echoed: a secret even when too short.
    problems.push(
      `MAIL_SIGNING_SECRET must be at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters long.`,
    );
  }
  const delayRaw = value('MAIL_MESSAGE_DELAY_SECONDS');
  const delaySeconds = delayRaw === undefined ? undefined : Number(delayRaw);
  if (delayRaw !== undefined && !(/^\d{1,6}$/.test(delayRaw) && Number(delayRaw) >= 0)) {
    problems.push(
      `MAIL_MESSAGE_DELAY_SECONDS must be a whole number of seconds; got "${delayRaw}".`,
    );
  }
  if (
    problems.length > before ||
    !port.ok ||
    fromAddress === undefined ||
    signingSecret === undefined
  ) {
    return undefined;
  }
  return {
    host,
    port: port.value,
    secure,
    requireTls,
    auth: user === undefined || password === undefined ? undefined : { user, password },
    from: { address: fromAddress, name: value('SMTP_FROM_NAME') ?? 'Atelier' },
    signingSecret,
    messageDelayMs:
      delaySeconds === undefined ? DEFAULT_MESSAGE_EMAIL_DELAY_MS : delaySeconds * 1000,
  };
}

const CLIENT_ID_PATTERN = /^[A-Za-z0-9._-]{1,255}$/;
const PRICE_ID_PATTERN = /^price_[A-Za-z0-9_]{1,200}$/;
const STRIPE_SECRET_KEY_PATTERN = /^(sk|rk)_(test|live)_[A-Za-z0-9]{1,255}$/;
const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9_]{1,255}$/;

/**
 * Reads and validates the configuration. Unset and empty variables take their default (compose
 * passes `${VAR:-}` as an empty string). Throws `ConfigError` listing every bad value.
 */
export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  function read<T>(name: string, parse: (raw: string) => Parsed<T>, fallback: T): T {
    const raw = env[name]?.trim();
    if (raw === undefined || raw === '') return fallback;
    const parsed = parse(raw);
    if (parsed.ok) return parsed.value;
    problems.push(parsed.problem);
    return fallback;
  }

  const price = (name: string, fallback: string) =>
    read(name, nonEmptyParser(name, PRICE_ID_PATTERN, 'a Stripe price id (price_...)'), fallback);

  const publicOrigin = read('PUBLIC_ORIGIN', parsePublicOrigin, DEFAULT_CONFIG.publicOrigin);
  const keycloakInternalUrl = read(
    'KEYCLOAK_INTERNAL_URL',
    httpUrlParser('KEYCLOAK_INTERNAL_URL'),
    DEFAULT_CONFIG.keycloakInternalUrl,
  );
  const config: Config = {
    port: read('PORT', parsePort, DEFAULT_CONFIG.port),
    host: read('HOST', parseHost, DEFAULT_CONFIG.host),
    logLevel: read('LOG_LEVEL', parseLogLevel, DEFAULT_CONFIG.logLevel),
    publicOrigin,
    trustProxy: read('TRUST_PROXY', parseTrustProxy, DEFAULT_CONFIG.trustProxy),
    databaseUrl: read('DATABASE_URL', parseDatabaseUrl, DEFAULT_CONFIG.databaseUrl),
    dataDir: read('DATA_DIR', parseDataDir, DEFAULT_CONFIG.dataDir),
    keycloakInternalUrl,
    // The key set and issuer follow the URLs they derive from unless set themselves.
    keycloakJwksUrl: read(
      'KEYCLOAK_JWKS_URL',
      httpUrlParser('KEYCLOAK_JWKS_URL'),
      keycloakJwksUrlFor(keycloakInternalUrl),
    ),
    keycloakIssuer: read(
      'KEYCLOAK_ISSUER',
      httpUrlParser('KEYCLOAK_ISSUER'),
      keycloakIssuerFor(publicOrigin),
    ),
    keycloakAdminClientId: read(
      'KEYCLOAK_ADMIN_CLIENT_ID',
      nonEmptyParser('KEYCLOAK_ADMIN_CLIENT_ID', CLIENT_ID_PATTERN, 'a Keycloak client id'),
      DEFAULT_CONFIG.keycloakAdminClientId,
    ),
    keycloakAdminClientSecret: read(
      'KEYCLOAK_ADMIN_CLIENT_SECRET',
      (raw) => ({ ok: true, value: raw }),
      DEFAULT_CONFIG.keycloakAdminClientSecret,
    ),
    stripePrices: {
      freelancerPro: price(
        'STRIPE_PRICE_FREELANCER_PRO',
        DEFAULT_CONFIG.stripePrices.freelancerPro,
      ),
      clientPro: price('STRIPE_PRICE_CLIENT_PRO', DEFAULT_CONFIG.stripePrices.clientPro),
      supplierPro: price('STRIPE_PRICE_SUPPLIER_PRO', DEFAULT_CONFIG.stripePrices.supplierPro),
    },
    stripeSecretKey: read(
      'STRIPE_SECRET_KEY',
      // Never echoed: a key is a secret even when malformed.
      (raw) =>
        STRIPE_SECRET_KEY_PATTERN.test(raw)
          ? { ok: true, value: raw }
          : {
              ok: false,
              problem: 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_... or rk_...).',
            },
      DEFAULT_CONFIG.stripeSecretKey,
    ),
    stripeWebhookSecret: read(
      'STRIPE_WEBHOOK_SECRET',
      (raw) =>
        WEBHOOK_SECRET_PATTERN.test(raw)
          ? { ok: true, value: raw }
          : {
              ok: false,
              problem: 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_...).',
            },
      DEFAULT_CONFIG.stripeWebhookSecret,
    ),
    stripeConnectWebhookSecret: read(
      'STRIPE_CONNECT_WEBHOOK_SECRET',
      (raw) =>
        WEBHOOK_SECRET_PATTERN.test(raw)
          ? { ok: true, value: raw }
          : {
              ok: false,
              problem:
                'STRIPE_CONNECT_WEBHOOK_SECRET must be a webhook signing secret (whsec_...).',
            },
      DEFAULT_CONFIG.stripeConnectWebhookSecret,
    ),
    paymentsProvider: DEFAULT_CONFIG.paymentsProvider,
    storageDir: DEFAULT_CONFIG.storageDir,
    seedDemoData: read('SEED_DEMO_DATA', parseSeedDemoData, DEFAULT_CONFIG.seedDemoData),
    s3: undefined,
    storageSigningSecret: undefined,
    uploadExpiryMs: DEFAULT_CONFIG.uploadExpiryMs,
    scheduledWorkPollMs: read(
      'SCHEDULED_WORK_POLL_MS',
      parseScheduledWorkPollMs,
      DEFAULT_CONFIG.scheduledWorkPollMs,
    ),
    ai: undefined,
    mail: undefined,
    orderAutoCompleteDays: read(
      'ORDER_AUTO_COMPLETE_DAYS',
      parseOrderAutoCompleteDays,
      DEFAULT_CONFIG.orderAutoCompleteDays,
    ),
  };
  const forced = read('PAYMENTS_PROVIDER', parsePaymentsProvider, undefined);
  const hasKey = config.stripeSecretKey !== undefined;
  if (forced === 'sandbox' && hasKey) {
    problems.push(
      'PAYMENTS_PROVIDER=sandbox is refused while STRIPE_SECRET_KEY is set: unset one of them.',
    );
  } else if (forced === 'stripe' && !hasKey) {
    problems.push('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY.');
  }
  if (hasKey && config.stripeWebhookSecret === undefined) {
    // Without the endpoint's secret every real delivery would be rejected.
    problems.push(
      "STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY: the signing secret (whsec_...) of this service's webhook endpoint in Stripe.",
    );
  }
  config.storageDir = read('STORAGE_DIR', parseStorageDir, DEFAULT_CONFIG.storageDir);
  config.storageSigningSecret = read(
    'STORAGE_SIGNING_SECRET',
    // Never echoed: a secret even when too short.
    (raw) =>
      raw.length >= MIN_SIGNING_SECRET_LENGTH
        ? { ok: true, value: raw }
        : {
            ok: false,
            problem: `STORAGE_SIGNING_SECRET must be at least ${String(MIN_SIGNING_SECRET_LENGTH)} characters long.`,
          },
    DEFAULT_CONFIG.storageSigningSecret,
  );
  config.s3 = readS3Config(env, problems);
  config.ai = readAiConfig(env, problems);
  config.mail = readMailConfig(env, problems);
  requireLinkSecretBeyondLocalhost(env, config.host, problems);
  // The sandbox only when asked for: it serves a checkout anyone can pay without paying.
  if (hasKey) config.paymentsProvider = forced === 'off' ? 'off' : 'stripe';
  else config.paymentsProvider = forced === 'sandbox' ? 'sandbox' : 'off';
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
