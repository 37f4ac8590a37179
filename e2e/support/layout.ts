import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Each element lies inside the viewport and is not cut off: its own text fits in it, and no
 * scrolling or clipping ancestor hides part of it (a tab strip that scrolls sideways does).
 */
export async function expectEachFullyVisible(page: Page, elements: Locator) {
  const viewport = page.viewportSize();
  if (viewport === null) throw new Error('the page has no viewport size');
  const all = await elements.all();
  expect(all.length).toBeGreaterThan(0);
  for (const element of all) {
    const label = (await element.textContent())?.trim() ?? '';
    const box = await element.boundingBox();
    expect(box, `${label} has a box`).not.toBeNull();
    if (box === null) return;
    expect(box.x, `${label} starts inside the viewport`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${label} ends inside the viewport`).toBeLessThanOrEqual(
      viewport.width,
    );
    const clippedBy = await element.evaluate((node) => {
      if (node.scrollWidth > node.clientWidth + 1) return 'its own box';
      const own = node.getBoundingClientRect();
      for (let parent = node.parentElement; parent !== null; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (own.left < clip.left - 0.5 || own.right > clip.right + 0.5) {
          return `${parent.tagName.toLowerCase()}.${parent.className}`;
        }
      }
      return null;
    });
    expect(clippedBy, `${label} is not clipped`).toBeNull();
  }
}

/**
 * WCAG contrast ratio between an element's text colour and the first opaque background behind
 * it (its own or an ancestor's; white when none is set).
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const rgb = (value: string) => {
      const parts = /rgba?\(([^)]+)\)/.exec(value)?.[1]?.split(',').map(Number) ?? [0, 0, 0, 0];
      return { r: parts[0] ?? 0, g: parts[1] ?? 0, b: parts[2] ?? 0, a: parts[3] ?? 1 };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    let background = { r: 255, g: 255, b: 255, a: 1 };
    for (let current: Element | null = node; current !== null; current = current.parentElement) {
      const colour = rgb(getComputedStyle(current).backgroundColor);
      if (colour.a > 0 && getComputedStyle(current).backgroundImage === 'none') {
        background = colour;
        break;
      }
    }
    const foreground = luminance(rgb(getComputedStyle(node).color));
    const back = luminance(background);
    return (Math.max(foreground, back) + 0.05) / (Math.min(foreground, back) + 0.05);
  });
}

/** The serious and critical axe violations of the page as it is now. */
export async function seriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
