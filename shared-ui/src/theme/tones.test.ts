import { theme } from './theme';
import { toneColors } from './tones';

describe('toneColors', () => {
  it('pairs each tone’s soft background with its strong colour', () => {
    expect(toneColors(theme, 'danger')).toEqual({
      soft: theme.colors.dangerSoft,
      strong: theme.colors.danger,
    });
    expect(toneColors(theme, 'brand')).toEqual({
      soft: theme.colors.brandSoft,
      strong: theme.colors.brandStrong,
    });
    expect(toneColors(theme, 'neutral')).toEqual({
      soft: theme.colors.surface,
      strong: theme.colors.textMuted,
    });
  });
});
