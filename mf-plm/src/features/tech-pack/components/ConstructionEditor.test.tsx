import { screen } from '@testing-library/react';
import { renderEditor } from '../testing';
import { CONSTRUCTION_TEXTS as TEXTS } from '../model/texts';
import { ConstructionEditor } from './ConstructionEditor';

describe('ConstructionEditor', () => {
  it('writes a note with an ISO 4915 stitch, SPI and a seam allowance in the shown unit', async () => {
    const { user, latest } = renderEditor(ConstructionEditor, (content) => ({
      ...content,
      measurementUnit: 'in',
    }));
    await user.click(screen.getByRole('button', { name: TEXTS.add }));
    await user.type(screen.getByLabelText(TEXTS.area), 'Side seams');
    const stitch = screen.getByLabelText(TEXTS.stitch);
    expect(screen.getByRole('option', { name: '301 Lockstitch' })).toBeInTheDocument();
    await user.selectOptions(stitch, '514');
    await user.type(screen.getByLabelText(TEXTS.stitchesPerInch), '12');
    await user.type(screen.getByLabelText(TEXTS.seamAllowance('in')), '3/8');
    await user.type(screen.getByLabelText(TEXTS.text), 'Overlock, press to back');
    expect(latest().construction[0]).toMatchObject({
      area: 'Side seams',
      stitch: '514',
      stitchesPerInch: 12,
      seamAllowanceMicrometres: 9_525,
      note: 'Overlock, press to back',
    });

    const spi = screen.getByLabelText(TEXTS.stitchesPerInch);
    await user.clear(spi);
    await user.type(spi, '99');
    expect(spi).toHaveValue('99');
    expect(spi).toHaveAccessibleDescription(TEXTS.stitchesUnreadable);
    // The last value that read (9, typed on the way) stays stored.
    expect(latest().construction[0]?.stitchesPerInch).toBe(9);
  });
});
