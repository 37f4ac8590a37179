import { screen, within } from '@testing-library/react';
import { renderEditor } from '../testing';
import { CARE_GROUP_LABELS, CARE_TEXTS as TEXTS } from '../model/texts';
import { CareEditor } from './CareEditor';

const group = (name: string) => screen.getByRole('radiogroup', { name });

describe('CareEditor', () => {
  it('keeps at most one symbol per group and shows the label in ISO order', async () => {
    const { user, latest } = renderEditor(CareEditor);
    const washing = group(CARE_GROUP_LABELS.washing);
    await user.click(within(washing).getByRole('radio', { name: 'Wash at or below 40 °C' }));
    await user.click(
      within(group(CARE_GROUP_LABELS.ironing)).getByRole('radio', { name: 'Do not iron' }),
    );
    await user.click(
      within(group(CARE_GROUP_LABELS.bleaching)).getByRole('radio', { name: 'Do not bleach' }),
    );
    await user.click(within(washing).getByRole('radio', { name: 'Wash at or below 30 °C' }));
    expect(latest().care.symbols).toEqual(['wash-30', 'bleach-no', 'iron-no']);
    expect(
      within(washing).getByRole('radio', { name: 'Wash at or below 40 °C' }),
    ).not.toBeChecked();

    const label = screen.getByRole('list', { name: TEXTS.labelPreview });
    const items = within(label).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    ['Wash at or below 30 °C', 'Do not bleach', 'Do not iron'].forEach((text, index) => {
      expect(items[index]).toHaveTextContent(text);
    });
    // Each symbol is drawn, the 'do not' ones with a cross.
    expect(label.querySelector('[data-symbol="iron-no"]')).not.toBeNull();

    await user.click(within(washing).getByRole('radio', { name: TEXTS.none }));
    expect(latest().care.symbols).toEqual(['bleach-no', 'iron-no']);
  });

  it('keeps the notes on labels and packaging', async () => {
    const { user, latest } = renderEditor(CareEditor);
    await user.type(screen.getByLabelText(TEXTS.labels), 'Care label at left side seam');
    await user.type(screen.getByLabelText(TEXTS.packaging), 'Folded, polybag');
    expect(latest().care).toMatchObject({
      labels: 'Care label at left side seam',
      packaging: 'Folded, polybag',
    });
  });
});
