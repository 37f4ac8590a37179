import type { ReactElement } from 'react';
import * as core from '../core';
import { renderWithProviders } from '../testUtils';

// Icons are drawn, never typed: an emoji needs a font that many machines lack (Debian's
// Chromium shows an empty box).
const ICONS = Object.entries(core).filter(
  ([name, value]) => name.endsWith('Icon') && name !== 'LineIcon' && typeof value === 'function',
) as [string, () => ReactElement][];

describe('the icon set', () => {
  it('has the inbox and attachment icons', () => {
    expect(ICONS.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'BellIcon',
        'MailIcon',
        'PaperclipIcon',
        'FileIcon',
        'CheckIcon',
        'DoubleCheckIcon',
        'MoreIcon',
      ]),
    );
  });

  it.each(ICONS)('%s is a decorative SVG, without text', (_, Icon) => {
    const { container } = renderWithProviders(<Icon />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.textContent).toBe('');
  });
});
