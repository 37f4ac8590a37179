/**
 * Configuration read from the environment once, at start-up. Every value is checked here so a
 * bad deployment fails immediately with a message naming the variable, instead of failing later
 * on the first request that needs it.
 */

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
}

export const DEFAULT_CONFIG: Config = {
  port: 4000,
  host: '127.0.0.1',
  logLevel: 'info',
  publicOrigin: 'http://localhost:8080',
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

  const config: Config = {
    port: read('PORT', parsePort, DEFAULT_CONFIG.port),
    host: read('HOST', parseHost, DEFAULT_CONFIG.host),
    logLevel: read('LOG_LEVEL', parseLogLevel, DEFAULT_CONFIG.logLevel),
    publicOrigin: read('PUBLIC_ORIGIN', parsePublicOrigin, DEFAULT_CONFIG.publicOrigin),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
