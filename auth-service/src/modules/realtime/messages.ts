/** Every text the realtime routes answer (or close a connection) with. */
export const REALTIME_MESSAGES = {
  ticket: 'This real-time ticket is unknown, used or expired: ask for a new one.',
  origin: 'A real-time connection may only be opened by the app’s own pages.',
  sessionExpired: 'session expired',
  unresponsive: 'no pong',
} as const;

/** WebSocket close codes (4000-4999 are the application's). */
export const CLOSE_CODES = {
  /** The access token the ticket was traded for expired: reconnect with a new ticket. */
  sessionExpired: 4001,
  /** The service is shutting down: reconnect (to another instance). */
  goingAway: 1001,
} as const;
