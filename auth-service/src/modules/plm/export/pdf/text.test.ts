import { pdfText } from './text';

test.each([
  ['Wash at 40 °C', 'Wash at 40 °C'],
  ['300 µm, 12 × 14 cm', '300 µm, 12 × 14 cm'],
  ['Côte d’Azur – “fine” … €5', 'Côte d’Azur – “fine” … €5'],
  ['≤ 3⅜″', '<= 33/8"'],
  ['Őrség', 'Orség'],
  ['Łódź', '?ódz'],
  ['上海 Textiles', '?? Textiles'],
  ['tab\there\r\nline', 'tab here\nline'],
])('%s prints as %s in the standard fonts', (text, printed) => {
  expect(pdfText(text)).toBe(printed);
});
