/**
 * A parser kept within the contract's limits: a value above `max` does not parse (the field keeps
 * the text and says why), and the message tells a too-large value from an unreadable one.
 */
export function bounded<T extends number | null>(
  parse: (text: string) => T | null,
  max: number,
  messages: { unreadable: string; tooLarge: string },
): { parse: (text: string) => T | null; unreadable: (text: string) => string } {
  const within = (text: string): T | null => {
    const value = parse(text);
    return value !== null && value > max ? null : value;
  };
  return {
    parse: within,
    unreadable: (text) => (parse(text) === null ? messages.unreadable : messages.tooLarge),
  };
}
