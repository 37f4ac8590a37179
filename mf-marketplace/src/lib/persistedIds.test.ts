import { readStoredIds, writeStoredIds } from './persistedIds';

describe('ids kept in local storage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('writes and reads back a list of ids', () => {
    writeStoredIds(window.localStorage, 'key', ['p-1', 'p-3']);
    expect(readStoredIds(window.localStorage, 'key')).toEqual(['p-1', 'p-3']);
  });

  it.each([
    ['nothing stored', null],
    ['broken JSON', '{not json'],
    ['an object', '{"a":1}'],
    ['a list with a number', '["p-1", 2]'],
  ])('reads an empty list from %s', (_case, raw) => {
    if (raw !== null) window.localStorage.setItem('key', raw);
    expect(readStoredIds(window.localStorage, 'key')).toEqual([]);
  });

  it('drops duplicates', () => {
    window.localStorage.setItem('key', '["p-1","p-1","p-2"]');
    expect(readStoredIds(window.localStorage, 'key')).toEqual(['p-1', 'p-2']);
  });

  it('logs a failing storage and carries on (spec 001, section 8)', () => {
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    } as unknown as Storage;
    expect(readStoredIds(failing, 'key')).toEqual([]);
    expect(() => writeStoredIds(failing, 'key', ['p-1'])).not.toThrow();
    expect(console.error).toHaveBeenCalledTimes(2);
  });

  it('does nothing without a storage', () => {
    expect(readStoredIds(null, 'key')).toEqual([]);
    expect(() => writeStoredIds(null, 'key', ['p-1'])).not.toThrow();
  });
});
