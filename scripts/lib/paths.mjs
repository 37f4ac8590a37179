// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Everything generated at run time (rendered configs, logs, downloads) lives here, git-ignored. */
export const CACHE_DIR = path.join(REPO_ROOT, '.cache');

/** The apps that build to static files, in build order (the shell first). */
export const WEB_APPS = [
  'shell',
  'mf-landing',
  'mf-marketplace',
  'mf-freelancer',
  'mf-client',
  'mf-supplier',
];

export const GATEWAY_PORT = Number(process.env.ATELIER_PORT ?? 8080);
export const API_PORT = Number(process.env.AUTH_SERVICE_PORT ?? 4000);
export const KEYCLOAK_PORT = Number(process.env.KEYCLOAK_PORT ?? 8081);
