import type { Page } from '@playwright/test';

/** A row of a style's BOM as its fields read (labels of the options, amounts as typed). */
export interface BomRowInput {
  type: string;
  name: string;
  quantity: string;
  unit: string;
  cost: string;
  wastage: string;
}

/** Fills BOM row `index` (0-based) of the open 'BOM & costs' tab. */
export async function fillBomRow(page: Page, index: number, row: BomRowInput) {
  await page.getByLabel('Type', { exact: true }).nth(index).selectOption({ label: row.type });
  await page.getByLabel('Name', { exact: true }).nth(index).fill(row.name);
  await page.getByLabel('Quantity per garment').nth(index).fill(row.quantity);
  await page.getByLabel('Unit', { exact: true }).nth(index).selectOption({ label: row.unit });
  await page.getByLabel('Unit cost (USD)').nth(index).fill(row.cost);
  await page.getByLabel('Wastage %').nth(index).fill(row.wastage);
}

/** The cost sheet of the open 'BOM & costs' tab. */
export const costSheet = (page: Page) => page.getByRole('region', { name: 'Cost sheet' });
