/**
 * ISO 3758 care symbols drawn as vector shapes, so they print sharp at any size and need no font
 * or image file: the wash tub, the bleach triangle, the drying square, the iron and the
 * professional-care circle, with their temperature, dots, bars, letters or cross. Shapes are laid
 * out in fractions of a square box of side `size`.
 */
import type { CareSymbolCode } from '@atelier/api-contract';
import { COLOUR, FONT, type Pdf } from './layout';

/** Stroke width as a share of the symbol's size. */
const STROKE_SHARE = 0.05;
const DOT_SHARE = 0.05;

interface Pen {
  doc: Pdf;
  /** A point at fractions (fx, fy) of the box. */
  at: (fx: number, fy: number) => [number, number];
  size: number;
}

function stroke(pen: Pen): void {
  pen.doc
    .lineWidth(pen.size * STROKE_SHARE)
    .strokeColor(COLOUR.text)
    .stroke();
}

function cross(pen: Pen): void {
  const { doc, at } = pen;
  doc.moveTo(...at(0.1, 0.1)).lineTo(...at(0.9, 0.95));
  doc.moveTo(...at(0.9, 0.1)).lineTo(...at(0.1, 0.95));
  stroke(pen);
}

function dots(pen: Pen, count: number, fx: number, fy: number): void {
  const gap = 0.16;
  const first = fx - ((count - 1) * gap) / 2;
  for (let index = 0; index < count; index++) {
    pen.doc.circle(...pen.at(first + index * gap, fy), pen.size * DOT_SHARE).fill(COLOUR.text);
  }
}

function label(pen: Pen, text: string, fy: number, share: number): void {
  const { doc, at, size } = pen;
  const fontSize = size * share;
  const [x, y] = at(0, fy);
  doc.font(FONT.bold).fontSize(fontSize).fillColor(COLOUR.text);
  doc.text(text, x, y - fontSize / 2, { width: size, align: 'center', lineBreak: false });
}

function tub(pen: Pen): void {
  const { doc, at } = pen;
  doc
    .moveTo(...at(0.05, 0.3))
    .lineTo(...at(0.18, 0.9))
    .lineTo(...at(0.82, 0.9))
    .lineTo(...at(0.95, 0.3));
  // The water's surface: three waves under the rim.
  doc.moveTo(...at(0.08, 0.42));
  for (const [peak, end] of [
    [0.22, 0.36],
    [0.5, 0.64],
    [0.78, 0.92],
  ] as const) {
    doc.quadraticCurveTo(...at(peak, 0.3), ...at(end, 0.42));
  }
  stroke(pen);
}

function hand(pen: Pen): void {
  const { doc, at, size } = pen;
  doc.roundedRect(...at(0.4, 0.6), size * 0.22, size * 0.2, size * 0.06);
  for (const fx of [0.43, 0.49, 0.55, 0.61]) doc.moveTo(...at(fx, 0.6)).lineTo(...at(fx, 0.48));
  stroke(pen);
}

function triangle(pen: Pen): void {
  const { doc, at } = pen;
  doc.polygon(at(0.5, 0.08), at(0.04, 0.9), at(0.96, 0.9));
  stroke(pen);
}

function square(pen: Pen): void {
  const { doc, at, size } = pen;
  doc.rect(...at(0.1, 0.1), size * 0.8, size * 0.8);
  stroke(pen);
}

function tumble(pen: Pen): void {
  square(pen);
  pen.doc.circle(...pen.at(0.5, 0.5), pen.size * 0.3);
  stroke(pen);
}

function iron(pen: Pen): void {
  const { doc, at } = pen;
  doc
    .moveTo(...at(0.06, 0.85))
    .lineTo(...at(0.94, 0.85))
    .lineTo(...at(0.88, 0.42))
    .lineTo(...at(0.3, 0.42))
    .quadraticCurveTo(...at(0.1, 0.5), ...at(0.06, 0.85));
  doc
    .moveTo(...at(0.42, 0.42))
    .lineTo(...at(0.46, 0.22))
    .lineTo(...at(0.86, 0.22))
    .lineTo(...at(0.88, 0.42));
  stroke(pen);
}

function circle(pen: Pen, mark?: string): void {
  pen.doc.circle(...pen.at(0.5, 0.5), pen.size * 0.4);
  stroke(pen);
  if (mark !== undefined) label(pen, mark, 0.52, 0.45);
}

type Step = (pen: Pen) => void;

/** The temperature written in a tub (°C). */
const degrees =
  (value: string): Step =>
  (pen) => {
    label(pen, value, 0.64, 0.3);
  };
/** The bar under a tub that means a mild process. */
const mild: Step = (pen) => {
  bars(pen, 1);
};
const letter =
  (value: string): Step =>
  (pen) => {
    circle(pen, value);
  };
const dotted =
  (count: number, fx: number, fy: number): Step =>
  (pen) => {
    dots(pen, count, fx, fy);
  };
const TUMBLE_DOTS = { fx: 0.5, fy: 0.5 } as const;
const IRON_DOTS = { fx: 0.52, fy: 0.64 } as const;

function lines(...segments: [number, number, number, number][]): Step {
  return (pen) => {
    for (const [x1, y1, x2, y2] of segments) {
      pen.doc.moveTo(...pen.at(x1, y1)).lineTo(...pen.at(x2, y2));
    }
    stroke(pen);
  };
}

const lineDrying: Step = (pen) => {
  pen.doc.moveTo(...pen.at(0.1, 0.22)).quadraticCurveTo(...pen.at(0.5, 0.55), ...pen.at(0.9, 0.22));
  stroke(pen);
};

/** Each symbol as the steps that draw it: its shape, then what it holds or the cross. */
const DRAWINGS: Record<CareSymbolCode, Step[]> = {
  'wash-95': [tub, degrees('95')],
  'wash-60': [tub, degrees('60')],
  'wash-40': [tub, degrees('40')],
  'wash-30': [tub, degrees('30')],
  'wash-40-mild': [tub, degrees('40'), mild],
  'wash-30-mild': [tub, degrees('30'), mild],
  'wash-hand': [tub, hand],
  'wash-no': [tub, cross],
  'bleach-any': [triangle],
  'bleach-oxygen': [triangle, lines([0.38, 0.82, 0.52, 0.4], [0.5, 0.82, 0.64, 0.4])],
  'bleach-no': [triangle, cross],
  'tumble-normal': [tumble, dotted(2, TUMBLE_DOTS.fx, TUMBLE_DOTS.fy)],
  'tumble-low': [tumble, dotted(1, TUMBLE_DOTS.fx, TUMBLE_DOTS.fy)],
  'tumble-no': [tumble, cross],
  'dry-line': [square, lineDrying],
  'dry-flat': [square, lines([0.25, 0.5, 0.75, 0.5])],
  'dry-shade': [square, lines([0.1, 0.3, 0.3, 0.1], [0.1, 0.45, 0.45, 0.1])],
  'iron-high': [iron, dotted(3, IRON_DOTS.fx, IRON_DOTS.fy)],
  'iron-medium': [iron, dotted(2, IRON_DOTS.fx, IRON_DOTS.fy)],
  'iron-low': [iron, dotted(1, IRON_DOTS.fx, IRON_DOTS.fy)],
  'iron-no': [iron, cross],
  'dryclean-p': [letter('P')],
  'dryclean-f': [letter('F')],
  'dryclean-no': [circle, cross],
  'wetclean-w': [letter('W')],
  'wetclean-no': [letter('W'), cross],
};

/** Bars under a tub: one for a mild process, two for a very mild one. */
function bars(pen: Pen, count: number): void {
  for (let index = 0; index < count; index++) {
    const fy = 0.98 + index * 0.08;
    pen.doc.moveTo(...pen.at(0.15, fy)).lineTo(...pen.at(0.85, fy));
  }
  stroke(pen);
}

/** Draws the symbol `code` in the square of side `size` whose top-left corner is (x, y). */
export function drawCareSymbol(doc: Pdf, code: CareSymbolCode, x: number, y: number, size: number) {
  doc.save();
  const pen: Pen = { doc, size, at: (fx, fy) => [x + fx * size, y + fy * size] };
  for (const step of DRAWINGS[code]) step(pen);
  doc.restore();
  doc.fillColor(COLOUR.text);
}
