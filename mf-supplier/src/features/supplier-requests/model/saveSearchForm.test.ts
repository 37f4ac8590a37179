import { SAVED_SEARCH_MESSAGES } from '@atelier/api-contract/values';
import { validateSaveSearch } from './saveSearchForm';

describe("'Save this search' checks", () => {
  it.each([
    ['a name', 'Denim', []],
    ['no name', '', [{ field: 'name', message: SAVED_SEARCH_MESSAGES.nameRequired }]],
    ['spaces only', '   ', [{ field: 'name', message: SAVED_SEARCH_MESSAGES.nameRequired }]],
  ])('%s', (_case, name, problems) => {
    expect(validateSaveSearch({ name, alert: 'off' })).toEqual(problems);
  });
});
