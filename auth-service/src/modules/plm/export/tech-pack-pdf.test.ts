import {
  COST_ROUNDING_RULE,
  costSheet,
  formatLength,
  formatMoney,
  gradedChart,
} from '@atelier/api-contract';
import { fixtureInput } from './fixtures';
import { readPdfText } from './read-pdf-text';
import { renderTechPackPdf } from './tech-pack-pdf';
import type { TechPackInput } from './tech-pack-input';

/** A page's text with every run of white space as one space (table cells wrap their words). */
const flat = (page: string) => page.replace(/\s+/g, ' ');

async function render(input: TechPackInput): Promise<string[]> {
  return (await readPdfText(await renderTechPackPdf(input))).map(flat);
}

describe('the tech pack PDF, in inches', () => {
  let input: TechPackInput;
  let pages: string[];
  beforeAll(async () => {
    input = await fixtureInput({ unit: 'in' });
    pages = await render(input);
  });

  test('opens with the style: number, name, revision and its date, owner', () => {
    const cover = pages[0] ?? '';
    expect(cover).toContain('AT-1001');
    expect(cover).toContain('Relaxed linen camp shirt');
    expect(cover).toContain('Revision 3 · saved 2026-03-14');
    expect(cover).toContain('Maison Duval');
    expect(cover).toContain('40 °C'); // WinAnsi's degree sign, not a stand-in
  });

  test('numbers every page and says on each which style and revision it belongs to', () => {
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${String(index + 1)} of ${String(pages.length)}`);
      expect(page).toContain('Style AT-1001 · Revision 3 · 2026-03-14');
    });
  });

  test('draws a missing image as a labelled frame', () => {
    expect(pages[0]).toContain('Cover image not available');
  });

  test('lists each sketch callout', () => {
    const all = pages.join(' ');
    expect(all).toContain('Patch pocket, left chest, 12 × 14 cm');
    expect(all).toContain('Double yoke, box pleat at centre back');
  });

  test('holds every BOM row and every figure of the cost sheet, with the rounding rule', () => {
    const all = pages.join(' ');
    for (const row of input.content.bom) expect(all).toContain(row.name);
    const sheet = costSheet(input.content);
    expect(all).toContain(`Landed cost ${formatMoney(sheet.landedCents)}`);
    expect(all).toContain(`FOB ${formatMoney(sheet.fobCents)}`);
    expect(all).toContain(`Materials ${formatMoney(sheet.materialsCents)}`);
    expect(all).toContain(flat(COST_ROUNDING_RULE));
  });

  test('grades the chart in eighths of an inch, the base size named, hand-set values marked', () => {
    const chart = pages.find((page) => page.includes('Graded spec chart')) ?? '';
    expect(chart).toContain('M (base)');
    expect(chart).toContain('E Cuff height ±1/8 1 3/8 1 3/8');
    expect(chart).toContain('F Collar length ±1/4 14 1/2*');
  });

  test('shows construction with the ISO 4915 stitch, the colorways and the care texts', () => {
    const all = pages.join(' ');
    expect(all).toContain('516 Safety stitch');
    expect(all).toContain('Sand (SND-01)');
    expect(all).toContain('Sand 13-1008');
    expect(all).toContain('Wash at or below 40 °C, mild process');
    expect(all).toContain('Do not bleach');
    expect(all).toContain('20 per carton');
  });
});

test('the chart in centimetres shows the graded values in centimetres', async () => {
  const input = await fixtureInput({ unit: 'cm' });
  const pages = await render(input);
  const chart = pages.find((page) => page.includes('Graded spec chart')) ?? '';
  const chest = gradedChart(input.content).rows[0];
  const values = (chest?.values ?? []).map((value) => formatLength(value.micrometres, 'cm'));
  expect(values).toHaveLength(8);
  expect(chart).toContain(`Measurements in centimetres`);
  expect(chart).toContain(values.join(' '));
});

test('a chart longer than a page goes on with its header on the next page', async () => {
  const pages = await render(await fixtureInput({ points: 80 }));
  const chartPages = pages.filter((page) => page.includes('Point of measure'));
  expect(chartPages.length).toBeGreaterThanOrEqual(2);
  for (const page of chartPages) expect(page).toContain('M (base)');
});
