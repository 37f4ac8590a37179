import { screen, within } from '@testing-library/react';
import type { StyleContent } from '@atelier/api-contract';
import { PLM_MESSAGES } from '@atelier/api-contract/values';
import { renderEditor } from '../testing';
import { BOM_TEXTS as TEXTS, COST_SHEET_TEXTS as SHEET } from '../model/texts';
import { BomEditor } from './BomEditor';

/** The cost sheet's line named `label`, as its value cell reads. */
const sheetLine = (label: string) => {
  const sheet = screen.getByRole('table', { name: SHEET.heading });
  const header = within(sheet).getByRole('rowheader', { name: label });
  return header.closest('tr')?.querySelector('td')?.textContent;
};

describe('BomEditor', () => {
  it('recomputes the cost sheet on every keystroke, in cents', async () => {
    const { user, latest } = renderEditor(BomEditor);
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const row = screen.getByRole('listitem', { name: 'Row 1' });
    await user.type(within(row).getByLabelText(TEXTS.name), 'Shell fabric');
    const quantity = within(row).getByLabelText(TEXTS.quantity);
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    const unitCost = within(row).getByLabelText(TEXTS.unitCost);
    await user.clear(unitCost);
    await user.type(unitCost, '8.4');
    // 1.5 m at $8.40 = $12.60.
    expect(sheetLine('Shell fabric')).toBe('$12.60');
    const wastage = within(row).getByLabelText(TEXTS.wastage);
    await user.clear(wastage);
    await user.type(wastage, '5');
    // With 5% wastage: $13.23.
    expect(sheetLine('Shell fabric')).toBe('$13.23');
    expect(sheetLine(SHEET.materials)).toBe('$13.23');

    const money = async (label: string, text: string) => {
      const field = screen.getByLabelText(label);
      await user.clear(field);
      await user.type(field, text);
    };
    await money(TEXTS.cutMakeTrim, '12');
    await money(TEXTS.overhead, '2');
    await money(TEXTS.freight, '1.50');
    await money(TEXTS.duty, '10');
    await money(TEXTS.targetCost, '35');
    await money(TEXTS.targetRetail, '80');

    expect(sheetLine(SHEET.fob)).toBe('$27.23');
    expect(sheetLine(SHEET.duty)).toBe('$2.72');
    expect(sheetLine(SHEET.freight)).toBe('$1.50');
    expect(sheetLine(SHEET.landed)).toBe('$31.45');
    expect(sheetLine(SHEET.underTarget)).toBe('$3.55');
    expect(sheetLine(SHEET.retail)).toBe('$80.00');
    expect(sheetLine(SHEET.margin)).toBe('$48.55');
    // 48.55 / 80 = 60.6875%, rounded once to hundredths.
    expect(sheetLine(SHEET.marginPercent)).toBe('60.69%');

    const saved = latest();
    expect(saved.bom[0]).toMatchObject({
      name: 'Shell fabric',
      quantityMilli: 1500,
      unitCostCents: 840,
      wastageBasisPoints: 500,
    });
    expect(saved.costs).toEqual({
      cutMakeTrimCents: 1200,
      overheadCents: 200,
      freightCents: 150,
      dutyBasisPoints: 1000,
    });
    expect(saved.targetCostCents).toBe(3500);
    expect(saved.targetRetailCents).toBe(8000);

    // Emptying an optional target sets it to none.
    await user.clear(screen.getByLabelText(TEXTS.targetCost));
    expect(latest().targetCostCents).toBeNull();
  });

  it('keeps text that does not read as a value, says why, and leaves the stored value', async () => {
    const { user, latest } = renderEditor(BomEditor);
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const unitCost = screen.getByLabelText(TEXTS.unitCost);
    await user.clear(unitCost);
    await user.type(unitCost, '8.40');
    await user.type(unitCost, 'x');
    expect(unitCost).toHaveValue('8.40x');
    expect(unitCost).toHaveAccessibleDescription(TEXTS.moneyUnreadable);
    expect(latest().bom[0]?.unitCostCents).toBe(840);
    await user.tab();
    expect(unitCost).toHaveValue('8.40x');
  });

  it('reads fibre content and says when it does not total 100%', async () => {
    const { user, latest } = renderEditor(BomEditor);
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const content = screen.getByLabelText(TEXTS.content);
    await user.type(content, '95% cotton 4% elastane');
    expect(content).toHaveAccessibleDescription(
      `${TEXTS.contentHint} ${PLM_MESSAGES.contentTotal}`,
    );
    await user.clear(content);
    await user.type(content, '95% cotton 5% elastane');
    expect(screen.queryByText(PLM_MESSAGES.contentTotal)).not.toBeInTheDocument();
    expect(latest().bom[0]?.content).toEqual([
      { fibre: 'Cotton', percent: 95 },
      { fibre: 'Elastane', percent: 5 },
    ]);
  });

  it('moves rows up and down and removes one after confirming', async () => {
    const { user, latest } = renderEditor(BomEditor, (content) => ({
      ...content,
      bom: ['Shell', 'Lining', 'Zip'].map((name, i) => ({
        id: `row-${String(i)}`,
        type: 'fabric' as const,
        name,
        supplierName: '',
        supplierId: null,
        content: [],
        placement: '',
        quantityMilli: 1000,
        unit: 'm' as const,
        unitCostCents: 100,
        wastageBasisPoints: 0,
        colours: {},
      })),
    }));
    expect(screen.getByRole('button', { name: `${TEXTS.moveUp}: Row 1: Shell` })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: `${TEXTS.moveDown}: Row 1: Shell` }));
    expect(latest().bom.map((row) => row.name)).toEqual(['Lining', 'Shell', 'Zip']);
    await user.click(screen.getByRole('button', { name: `${TEXTS.moveUp}: Row 3: Zip` }));
    expect(latest().bom.map((row) => row.name)).toEqual(['Lining', 'Zip', 'Shell']);

    await user.click(screen.getByRole('button', { name: `${TEXTS.remove}: Row 2: Zip` }));
    const dialog = screen.getByRole('alertdialog', { name: TEXTS.removeTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(latest().bom).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: `${TEXTS.remove}: Row 2: Zip` }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: TEXTS.removeTitle })).getByRole('button', {
        name: TEXTS.remove,
      }),
    );
    expect(latest().bom.map((row) => row.name)).toEqual(['Lining', 'Shell']);
  });

  it('shows the rows without controls when read only', () => {
    renderEditor(BomEditor, (content) => content, { readOnly: true });
    expect(screen.queryByRole('button', { name: TEXTS.add })).not.toBeInTheDocument();
  });
});

describe('the FOB of an accepted quote (issue 39)', () => {
  const quote = (currency: 'USD' | 'EUR') => ({
    unitPriceCents: 1_250,
    currency,
    quantity: 1_000,
    requestId: '00000000-0000-4000-8000-000000000001',
    requestTitle: 'Quotes for AT-1 Shirt (revision 1)',
    responseId: '00000000-0000-4000-8000-000000000002',
    supplier: { id: 's1', name: 'Porto Stitch' },
    acceptedAt: '2026-11-29T10:00:00.000Z',
  });
  const withCosts = (content: StyleContent): StyleContent => ({
    ...content,
    costs: { cutMakeTrimCents: 1_000, overheadCents: 0, freightCents: 100, dutyBasisPoints: 1_000 },
  });

  it('is the FOB, with the computed one beside it and the quote it came from; duty and landed follow', () => {
    renderEditor(BomEditor, withCosts, { quotedFob: quote('USD') });
    expect(sheetLine(SHEET.quotedFob)).toBe('$12.50');
    expect(sheetLine(SHEET.computedFob)).toBe('$10.00');
    expect(sheetLine(SHEET.duty)).toBe('$1.25');
    expect(sheetLine(SHEET.landed)).toBe('$14.75');
    expect(
      screen.getByText(SHEET.quoteSource('Porto Stitch', 'Quotes for AT-1 Shirt (revision 1)')),
    ).toBeInTheDocument();
  });

  it('in another currency: named, not mixed into the sheet', () => {
    renderEditor(BomEditor, withCosts, { quotedFob: quote('EUR') });
    expect(sheetLine(SHEET.fob)).toBe('$10.00');
    expect(
      screen.getByText(SHEET.quoteOtherCurrency('12.50 EUR', 'Porto Stitch')),
    ).toBeInTheDocument();
  });
});
