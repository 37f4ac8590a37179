import type { CareSymbolCode } from '@atelier/api-contract/values';
import styled from 'styled-components';

const StyledSvg = styled.svg`
  flex: none;
  width: 2em;
  height: 2em;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linejoin: round;
  fill: none;
  vertical-align: middle;
`;

/** The St Andrew's cross over a symbol: 'do not'. */
const Cross = () => <path d="M4 4 L36 36 M36 4 L4 36" />;

/** Temperature dots (one to three), filled, centred at `y`. */
const Dots = ({ count, y }: { count: number; y: number }) => (
  <g fill="currentColor" stroke="none">
    {Array.from({ length: count }, (_, i) => (
      <circle key={i} cx={20 + (i - (count - 1) / 2) * 6} cy={y} r={1.8} />
    ))}
  </g>
);

const Label = ({
  children,
  y = 27,
  size = 10,
}: {
  children: string;
  y?: number;
  size?: number;
}) => (
  <text
    x={20}
    y={y}
    fill="currentColor"
    stroke="none"
    fontSize={size}
    fontFamily="sans-serif"
    textAnchor="middle"
  >
    {children}
  </text>
);

const Tub = () => (
  <>
    <path d="M3 12 L8 33 H32 L37 12" />
    <path d="M6 15 q3.5 -3 7 0 t7 0 t7 0 t7 0" />
  </>
);
const Triangle = () => <path d="M20 4 L37 34 H3 Z" />;
const Square = () => <rect x={4} y={4} width={32} height={32} />;
const Iron = () => (
  <path d="M5 32 H35 C35 20 30 14 22 14 H12 C10 14 9 12 9 10 M5 32 C6 24 9 18 14 16" />
);
const Ring = () => <circle cx={20} cy={20} r={15} />;

/** The drawing of each ISO 3758 symbol by its group: tub, triangle, square, iron, circle. */
const DRAWINGS: Record<CareSymbolCode, () => React.JSX.Element> = {
  'wash-95': () => (
    <>
      <Tub />
      <Label>95</Label>
    </>
  ),
  'wash-60': () => (
    <>
      <Tub />
      <Label>60</Label>
    </>
  ),
  'wash-40': () => (
    <>
      <Tub />
      <Label>40</Label>
    </>
  ),
  'wash-40-mild': () => (
    <>
      <Tub />
      <Label>40</Label>
      <path d="M6 38 H34" />
    </>
  ),
  'wash-30': () => (
    <>
      <Tub />
      <Label>30</Label>
    </>
  ),
  'wash-30-mild': () => (
    <>
      <Tub />
      <Label>30</Label>
      <path d="M6 38 H34" />
    </>
  ),
  'wash-hand': () => (
    <>
      <Tub />
      <path d="M14 30 V22 M17 30 V20 M20 30 V20 M23 30 V22 M26 30 L28 25" />
    </>
  ),
  'wash-no': () => (
    <>
      <Tub />
      <Cross />
    </>
  ),
  'bleach-any': () => <Triangle />,
  'bleach-oxygen': () => (
    <>
      <Triangle />
      <path d="M16 31 L24 15 M21 31 L28 18" />
    </>
  ),
  'bleach-no': () => (
    <>
      <Triangle />
      <path d="M10 12 L30 32 M30 12 L10 32" />
    </>
  ),
  'tumble-normal': () => (
    <>
      <Square />
      <Ring />
      <Dots count={2} y={20} />
    </>
  ),
  'tumble-low': () => (
    <>
      <Square />
      <Ring />
      <Dots count={1} y={20} />
    </>
  ),
  'tumble-no': () => (
    <>
      <Square />
      <Ring />
      <Cross />
    </>
  ),
  'dry-line': () => (
    <>
      <Square />
      <path d="M8 8 Q20 18 32 8" />
    </>
  ),
  'dry-flat': () => (
    <>
      <Square />
      <path d="M10 20 H30" />
    </>
  ),
  'dry-shade': () => (
    <>
      <Square />
      <path d="M4 14 L14 4 M4 22 L22 4" />
    </>
  ),
  'iron-high': () => (
    <>
      <Iron />
      <Dots count={3} y={25} />
    </>
  ),
  'iron-medium': () => (
    <>
      <Iron />
      <Dots count={2} y={25} />
    </>
  ),
  'iron-low': () => (
    <>
      <Iron />
      <Dots count={1} y={25} />
    </>
  ),
  'iron-no': () => (
    <>
      <Iron />
      <Cross />
    </>
  ),
  'dryclean-p': () => (
    <>
      <Ring />
      <Label y={25} size={14}>
        P
      </Label>
    </>
  ),
  'dryclean-f': () => (
    <>
      <Ring />
      <Label y={25} size={14}>
        F
      </Label>
    </>
  ),
  'dryclean-no': () => (
    <>
      <Ring />
      <Cross />
    </>
  ),
  'wetclean-w': () => (
    <>
      <Ring />
      <Label y={25} size={14}>
        W
      </Label>
    </>
  ),
  'wetclean-no': () => (
    <>
      <Ring />
      <Label y={25} size={14}>
        W
      </Label>
      <Cross />
    </>
  ),
};

/**
 * An ISO 3758 care symbol, drawn inline (no font or image to load); decorative, since its text
 * is always shown beside it.
 */
export function CareSymbol({ code }: { code: CareSymbolCode }) {
  const Drawing = DRAWINGS[code];
  return (
    <StyledSvg viewBox="0 0 40 40" aria-hidden="true" focusable="false" data-symbol={code}>
      <Drawing />
    </StyledSvg>
  );
}
