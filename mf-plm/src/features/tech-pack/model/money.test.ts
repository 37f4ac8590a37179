import { dollarsText, parseDollars } from './money';

describe('dollars typed, cents stored', () => {
  it.each([
    ['12.5', 1250],
    ['12.50', 1250],
    ['$1,234.56', 123456],
    ['0.99', 99],
    ['.5', 50],
    ['7', 700],
    ['7.', 700],
    ['', null],
    ['.', null],
    ['12.345', null],
    ['-3', null],
    ['abc', null],
  ])('reads %j as %p cents', (text, cents) => {
    expect(parseDollars(text)).toBe(cents);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456, '1234.56'],
  ])('shows %i cents as %j', (cents, text) => {
    expect(dollarsText(cents)).toBe(text);
    expect(parseDollars(text)).toBe(cents);
  });
});
