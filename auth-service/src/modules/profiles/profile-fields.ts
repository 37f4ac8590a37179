/** Rules of the profile's editable fields (PATCH /api/me), kept apart so they are tested alone. */
import { FULL_NAME_MAX_LENGTH, FULL_NAME_MESSAGES } from './messages';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as people count them (an emoji or an accented letter is one), not UTF-16 units. */
function charactersOf(text: string): string[] {
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/** The trimmed name, or the message saying why it is refused. */
export function normaliseFullName(
  raw: string,
): { ok: true; value: string } | { ok: false; message: string } {
  const value = raw.trim();
  const length = charactersOf(value).length;
  if (length < 1 || length > FULL_NAME_MAX_LENGTH)
    return { ok: false, message: FULL_NAME_MESSAGES.length };
  if (CONTROL_CHARACTERS.test(value)) return { ok: false, message: FULL_NAME_MESSAGES.control };
  return { ok: true, value };
}

/** A name from the identity provider, cut to what PATCH would accept. */
export function fullNameFromToken(name: string | undefined): string | null {
  if (name === undefined) return null;
  const normalised = normaliseFullName(
    charactersOf(name.trim()).slice(0, FULL_NAME_MAX_LENGTH).join(''),
  );
  return normalised.ok ? normalised.value : null;
}
