import { useState, type ComponentProps } from 'react';
import { TextField } from '@atelier/shared-ui';

type TextFieldProps = ComponentProps<typeof TextField>;

export interface ParsedTextFieldProps<T> extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'error'
> {
  /** The stored value the field shows while nobody is typing in it. */
  value: T;
  /** The stored value as the field shows it ('12.50', '22 1/8'). */
  format: (value: T) => string;
  /** The typed text as a stored value, or null when it does not read as one. */
  parse: (text: string) => T | null;
  /** Called with each typed value that parses (every keystroke, so totals follow live). */
  onValueChange: (value: T) => void;
  /** The error shown, in words, while the typed text does not parse (given that text). */
  unreadable: string | ((text: string) => string);
  /** An error of the stored value itself (a missing name, a total that is not 100%). */
  error?: string | undefined;
}

/**
 * A text field for a value stored in another form than it is typed (cents typed as dollars,
 * micrometres typed as inches). Nothing typed is lost: while the text does not parse it stays in
 * the field with the error beside it and the stored value is left as it was; once it parses, the
 * stored value follows on every keystroke, and on leaving the field it is shown formatted.
 */
export function ParsedTextField<T>({
  value,
  format,
  parse,
  onValueChange,
  unreadable,
  error,
  onBlur,
  ...rest
}: ParsedTextFieldProps<T>) {
  // The text being typed, or null to show the stored value formatted.
  const [draft, setDraft] = useState<string | null>(null);
  const unparsed = draft !== null && parse(draft) === null;
  return (
    <TextField
      {...rest}
      value={draft ?? format(value)}
      error={unparsed ? (typeof unreadable === 'string' ? unreadable : unreadable(draft)) : error}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const parsed = parse(text);
        if (parsed !== null && !Object.is(parsed, value)) onValueChange(parsed);
      }}
      onBlur={(event) => {
        if (draft !== null && parse(draft) !== null) setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
