import { screen, within } from '@testing-library/react';
import { PLM_MESSAGES } from '@atelier/api-contract/values';
import { renderEditor } from '../testing';
import { SPECS_TEXTS as TEXTS, UNIT_LABELS } from '../model/texts';
import { SpecsEditor } from './SpecsEditor';

/** The chart cell of `code` at `size`. */
const cell = (code: string, size: string) => screen.getByLabelText(TEXTS.chartCell(code, size));

describe('SpecsEditor', () => {
  it('grades a point by hand, shows the chart in cm and in eighths of an inch, and stores micrometres', async () => {
    const { user, latest } = renderEditor(SpecsEditor);
    await user.click(screen.getByRole('button', { name: TEXTS.addPoint }));
    await user.type(screen.getByLabelText(TEXTS.code), 'CH');
    await user.type(screen.getByLabelText(TEXTS.name), 'Chest width');
    const base = screen.getByLabelText(TEXTS.base('M', 'cm'));
    await user.clear(base);
    await user.type(base, '56');
    const increment = screen.getByLabelText(TEXTS.increment('cm'));
    await user.clear(increment);
    await user.type(increment, '2.5');

    expect(cell('CH', 'M')).toHaveValue('56');
    expect(cell('CH', 'L')).toHaveValue('58.5');
    expect(cell('CH', 'XL')).toHaveValue('61');
    expect(cell('CH', 'XXS')).toHaveValue('48.5');
    expect(latest().pointsOfMeasure[0]).toMatchObject({
      baseMicrometres: 560_000,
      grade: { kind: 'even', incrementMicrometres: 25_000 },
    });

    await user.click(screen.getByRole('radio', { name: UNIT_LABELS.in }));
    expect(latest().measurementUnit).toBe('in');
    // 56 cm is 22.05 in, 61 cm 24.02 in: shown to the nearest eighth.
    expect(cell('CH', 'M')).toHaveValue('22');
    expect(cell('CH', 'XL')).toHaveValue('24');
    // 53.5 cm is 168.5 eighths: halves away from zero.
    expect(cell('CH', 'S')).toHaveValue('21 1/8');
    const inches = screen.getByLabelText(TEXTS.base('M', 'in'));
    await user.clear(inches);
    await user.type(inches, '22 1/8');
    expect(cell('CH', 'M')).toHaveValue('22 1/8');
    expect(latest().pointsOfMeasure[0]?.baseMicrometres).toBe(561_975);

    // Switching back and forth shows other digits but never changes what is stored.
    await user.click(screen.getByRole('radio', { name: UNIT_LABELS.cm }));
    expect(cell('CH', 'M')).toHaveValue('56.2');
    await user.click(screen.getByRole('radio', { name: UNIT_LABELS.in }));
    await user.click(screen.getByRole('radio', { name: UNIT_LABELS.cm }));
    expect(latest().pointsOfMeasure[0]).toMatchObject({
      baseMicrometres: 561_975,
      grade: { kind: 'even', incrementMicrometres: 25_000 },
      overrides: {},
    });
  });

  it('overrides one size in the chart and clears it back to the grade', async () => {
    const { user, latest } = renderEditor(SpecsEditor);
    await user.click(screen.getByRole('button', { name: TEXTS.addFromTemplate('tops') }));
    const code = latest().pointsOfMeasure[0]?.code ?? '';
    const graded = (cell(code, 'S') as HTMLInputElement).value;
    await user.clear(cell(code, 'S'));
    await user.type(cell(code, 'S'), '50');
    expect(latest().pointsOfMeasure[0]?.overrides).toEqual({ S: 500_000 });
    await user.tab();
    expect(cell(code, 'S')).toHaveValue('50');
    await user.click(screen.getByRole('button', { name: TEXTS.clearOverride(code, 'S') }));
    expect(latest().pointsOfMeasure[0]?.overrides).toEqual({});
    expect(cell(code, 'S')).toHaveValue(graded);
  });

  it('grades split, one increment per step, and keeps a length it cannot read', async () => {
    const { user, latest } = renderEditor(SpecsEditor, (content) => ({
      ...content,
      sizeRange: { name: 'custom', sizes: ['S', 'M', 'L'], baseSize: 'M' },
    }));
    await user.click(screen.getByRole('button', { name: TEXTS.addPoint }));
    await user.type(screen.getByLabelText(TEXTS.code), 'W');
    await user.click(screen.getByRole('radio', { name: TEXTS.gradeSplit }));
    const base = screen.getByLabelText(TEXTS.base('M', 'cm'));
    await user.clear(base);
    await user.type(base, '40');
    const toL = screen.getByLabelText(TEXTS.stepIncrement('M', 'L', 'cm'));
    await user.clear(toL);
    await user.type(toL, '3');
    expect(cell('W', 'L')).toHaveValue('43');
    expect(cell('W', 'S')).toHaveValue('40');

    await user.type(base, 'x');
    expect(base).toHaveValue('40x');
    expect(base).toHaveAccessibleDescription(TEXTS.lengthUnreadable('cm'));
    expect(latest().pointsOfMeasure[0]?.baseMicrometres).toBe(400_000);

    // A custom list without the base size says so beside the base size.
    const sizes = screen.getByLabelText(TEXTS.customSizes);
    await user.clear(sizes);
    await user.type(sizes, 'S, L');
    expect(screen.getByText(PLM_MESSAGES.baseSizeMissing)).toBeInTheDocument();
    expect(latest().pointsOfMeasure[0]?.grade).toEqual({
      kind: 'split',
      incrementsMicrometres: [0],
    });
  });

  it('offers the Bottoms template for bottoms and none for accessories', () => {
    const { unmount } = renderEditor(SpecsEditor, (content) => ({
      ...content,
      category: 'Bottoms',
    }));
    expect(screen.getByRole('button', { name: TEXTS.addFromTemplate('bottoms') })).toBeVisible();
    unmount();
    renderEditor(SpecsEditor, (content) => ({ ...content, category: 'Accessories' }));
    expect(screen.queryByRole('button', { name: /template/ })).not.toBeInTheDocument();
    expect(within(document.body).getByRole('button', { name: TEXTS.addPoint })).toBeVisible();
  });
});
