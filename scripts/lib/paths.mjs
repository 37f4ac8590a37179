// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './remotes.cjs';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Everything generated at run time (rendered configs, logs, downloads) lives here, git-ignored. */
export const CACHE_DIR = path.join(REPO_ROOT, '.cache');

/**
 * The apps that build to static files, in build order: the shell first, then the remotes in
 * nginx/registry.json's order (scripts/lib/remotes.cjs).
 */
export const WEB_APPS = ['shell', ...REMOTES.map((remote) => remote.app)];

export const GATEWAY_PORT = Number(process.env.ATELIER_PORT ?? 8080);
export const API_PORT = Number(process.env.AUTH_SERVICE_PORT ?? 4000);
export const KEYCLOAK_PORT = Number(process.env.KEYCLOAK_PORT ?? 8081);
/**
 * The gateway's ops-only listener (Keycloak's admin console, master realm): 1000 above the public
 * port unless ATELIER_OPS_PORT says otherwise (8080 -> 9080; clear of Keycloak's 8081 and 9081).
 * @param {number} gatewayPort
 */
export const opsPortFor = (gatewayPort) =>
  process.env.ATELIER_OPS_PORT !== undefined && gatewayPort === GATEWAY_PORT
    ? Number(process.env.ATELIER_OPS_PORT)
    : gatewayPort + 1000;
