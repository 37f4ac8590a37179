import type { StylePerson } from '@atelier/api-contract';

/**
 * The '@' being typed: the text after the last '@' before the caret, when it starts a word and
 * holds no line break; null when the caret is not in a mention.
 */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  if (at > 0 && !/\s/.test(before.charAt(at - 1))) return null;
  const query = before.slice(at + 1);
  if (/[\n@]/.test(query) || query.length > 40) return null;
  return { start: at, query };
}

/** The people whose name matches what follows the '@' (any word's start, any case). */
export function matchingPeople(people: readonly StylePerson[], query: string): StylePerson[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...people];
  return people.filter((person) =>
    person.name
      .toLowerCase()
      .split(/\s+/)
      .some(
        (word, index, words) => word.startsWith(q) || words.slice(index).join(' ').startsWith(q),
      ),
  );
}

/** The text with the '@query' at `start` replaced by '@Name ', and where the caret goes. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: StylePerson,
): { text: string; caret: number } {
  const inserted = `@${person.name} `;
  return {
    text: text.slice(0, start) + inserted + text.slice(caret),
    caret: start + inserted.length,
  };
}

/** The picked people still named '@Name' in the text (a deleted mention is not sent). */
export function mentionsIn(text: string, picked: readonly StylePerson[]): string[] {
  return [
    ...new Set(
      picked.filter((person) => text.includes(`@${person.name}`)).map((person) => person.id),
    ),
  ];
}
