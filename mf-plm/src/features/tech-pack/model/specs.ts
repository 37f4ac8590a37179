import type { PointOfMeasure, SizeRange, StyleContent } from '@atelier/api-contract';
import {
  parseLength,
  SIZE_RANGES,
  STYLE_LIMITS as L,
  type MeasurementUnit,
  type SizeRangeName,
} from '@atelier/api-contract/values';
import { fitSteps } from './lists';

/**
 * The content with another size range: each split grade keeps one increment per step and an
 * override of a size the range no longer has is dropped (the API refuses it).
 */
export function withSizeRange(content: StyleContent, sizeRange: SizeRange): StyleContent {
  const sizes = new Set(sizeRange.sizes);
  const pointsOfMeasure = content.pointsOfMeasure.map((point): PointOfMeasure => ({
    ...point,
    grade:
      point.grade.kind === 'split'
        ? {
            kind: 'split',
            incrementsMicrometres: fitSteps(
              point.grade.incrementsMicrometres,
              sizeRange.sizes.length - 1,
            ),
          }
        : point.grade,
    overrides: Object.fromEntries(
      Object.entries(point.overrides).filter(([size]) => sizes.has(size)),
    ),
  }));
  return { ...content, sizeRange, pointsOfMeasure };
}

/** A named range's sizes, the base size kept when the new range has it, else its middle size. */
export function namedRange(name: SizeRangeName, current: SizeRange): SizeRange {
  if (name === 'custom') return { ...current, name };
  const sizes: string[] = [...SIZE_RANGES[name]];
  const baseSize = sizes.includes(current.baseSize)
    ? current.baseSize
    : (sizes[Math.floor(sizes.length / 2)] ?? current.baseSize);
  return { name, sizes, baseSize };
}

/**
 * A length parser in the shown unit for a field that takes no negative value (a base, a
 * tolerance) or that may (an increment, an override).
 */
export function lengthParser(unit: MeasurementUnit, allowNegative: boolean) {
  return (text: string): number | null => {
    const micrometres = parseLength(text, unit);
    if (micrometres === null || Math.abs(micrometres) > L.lengthMicrometres) return null;
    return !allowNegative && micrometres < 0 ? null : micrometres;
  };
}

/** The message of a length that does not parse: a negative one, or not a length at all. */
export function lengthMessage(
  unit: MeasurementUnit,
  messages: { unreadable: (unit: MeasurementUnit) => string; notNegative: string },
) {
  return (text: string): string => {
    const micrometres = parseLength(text, unit);
    return micrometres !== null && micrometres < 0
      ? messages.notNegative
      : messages.unreadable(unit);
  };
}
