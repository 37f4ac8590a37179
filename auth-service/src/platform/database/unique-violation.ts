/** Whether a query failed on a unique index (PostgreSQL's SQLSTATE 23505): a value already taken. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
