import { TECH_PACK_FILE_NAMES } from './file-names';

test.each([
  ['AT-1001', 3, 'AT-1001-rev3'],
  ['SS27/Shirt #4', 12, 'SS27-Shirt-4-rev12'],
  ['../../etc', 1, 'etc-rev1'],
  ['Été 2027', 2, 't-2027-rev2'],
  ['///', 1, 'style-rev1'],
])('%s, revision %d, downloads as %s-...', (styleNumber, revision, stem) => {
  expect(TECH_PACK_FILE_NAMES.pdf(styleNumber, revision)).toBe(`${stem}-tech-pack.pdf`);
  expect(TECH_PACK_FILE_NAMES.bom(styleNumber, revision)).toBe(`${stem}-bom.xlsx`);
  expect(TECH_PACK_FILE_NAMES.specs(styleNumber, revision)).toBe(`${stem}-specs.xlsx`);
});
