/**
 * A value made on first use and kept. Intl formatters are built this way: constructing one loads
 * locale data and costs milliseconds, which module top level would spend on every page's start.
 */
export function lazily<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
