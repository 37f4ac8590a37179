/**
 * What the companies module's services answer: a value, or the refusal a route turns into its
 * status (reply.ts). Its own file so the services (service.ts, verification.ts) share it without
 * importing each other.
 */
export type Outcome<T> =
  | { ok: T }
  | { invalid: string }
  | { notFound: true }
  | { forbidden: string }
  | { conflict: string };
