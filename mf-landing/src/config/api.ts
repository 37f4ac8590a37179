/** auth-service behind the gateway, same origin (ARCHITECTURE.md). */
export const API_BASE_URL = '/api';
