import { screen, within } from '@testing-library/react';
import type { BomRow } from '@atelier/api-contract';
import { renderEditor } from '../testing';
import { COLORWAY_TEXTS as TEXTS } from '../model/texts';
import { ColorwaysEditor } from './ColorwaysEditor';

const row = (id: string, name: string): BomRow => ({
  id,
  type: 'fabric',
  name,
  supplierName: '',
  supplierId: null,
  content: [],
  placement: '',
  quantityMilli: 1000,
  unit: 'm',
  unitCostCents: 100,
  wastageBasisPoints: 0,
  colours: {},
});

describe('ColorwaysEditor', () => {
  it('adds colorways and fills the BOM colour matrix; removing one drops its colours', async () => {
    const { user, latest } = renderEditor(ColorwaysEditor, (content) => ({
      ...content,
      bom: [row('shell', 'Shell'), row('zip', 'Zip')],
    }));
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    await user.type(screen.getByLabelText(TEXTS.name), 'Navy');
    await user.type(screen.getByLabelText(TEXTS.code), 'NV01');
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    const second = screen.getAllByRole('listitem')[1];
    if (second === undefined) throw new Error('no second colorway');
    await user.type(within(second).getByLabelText(TEXTS.name), 'Ecru');

    await user.type(screen.getByLabelText(TEXTS.cell('Row 1: Shell', 'Navy')), 'Navy 19-3832');
    await user.type(screen.getByLabelText(TEXTS.cell('Row 2: Zip', 'Ecru')), 'Gold teeth');
    const [navy, ecru] = latest().colorways;
    if (navy === undefined || ecru === undefined) throw new Error('no colorways');
    expect(navy).toMatchObject({ name: 'Navy', code: 'NV01' });
    expect(latest().bom[0]?.colours).toEqual({ [navy.id]: 'Navy 19-3832' });
    expect(latest().bom[1]?.colours).toEqual({ [ecru.id]: 'Gold teeth' });

    await user.click(screen.getByRole('button', { name: `${TEXTS.remove}: Ecru` }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: TEXTS.removeTitle })).getByRole('button', {
        name: TEXTS.remove,
      }),
    );
    expect(latest().colorways.map((colorway) => colorway.name)).toEqual(['Navy']);
    expect(latest().bom[1]?.colours).toEqual({});
  });
});
