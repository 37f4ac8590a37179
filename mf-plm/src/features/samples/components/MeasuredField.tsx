import { useState } from 'react';
import { TextField } from '@atelier/shared-ui';
import { formatLength, parseLength, type MeasurementUnit } from '@atelier/api-contract/values';
import { SAMPLE_TEXTS } from '../model/texts';

/**
 * A measured length typed in the style's unit ('52.5', '20 5/8'), stored in micrometres; empty
 * is 'not measured'. Nothing typed is lost: text that does not read as a length stays, with the
 * error beside it, and the stored value is left as it was.
 */
export function MeasuredField({
  label,
  value,
  unit,
  disabled,
  onValueChange,
}: {
  label: string;
  value: number | null;
  unit: MeasurementUnit;
  disabled: boolean;
  onValueChange: (micrometres: number | null) => void;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const read = (text: string): number | null | undefined => {
    if (text.trim() === '') return null;
    const micrometres = parseLength(text, unit);
    return micrometres === null || micrometres < 0 ? undefined : micrometres;
  };
  const unreadable = typed !== null && read(typed) === undefined;
  return (
    <TextField
      label={label}
      inputMode="decimal"
      disabled={disabled}
      value={typed ?? (value === null ? '' : formatLength(value, unit))}
      error={unreadable ? SAMPLE_TEXTS.table.unreadable(unit) : undefined}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyped(text);
        const parsed = read(text);
        if (parsed !== undefined && parsed !== value) onValueChange(parsed);
      }}
      onBlur={() => {
        if (typed !== null && read(typed) !== undefined) setTyped(null);
      }}
    />
  );
}
