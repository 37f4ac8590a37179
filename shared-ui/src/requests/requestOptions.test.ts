import {
  BUDGET_CURRENCIES as API_CURRENCIES,
  LISTING_VISIBILITIES,
  REQUEST_CATEGORIES as API_CATEGORIES,
  REQUEST_REGIONS as API_REGIONS,
  REQUEST_TYPES as API_TYPES,
} from '@atelier/api-contract';
import {
  BUDGET_CURRENCIES,
  REQUEST_CATEGORIES,
  REQUEST_REGIONS,
  REQUEST_TYPES,
  VISIBILITIES,
} from './requestOptions';

describe("the browser's request options", () => {
  it.each([
    ['types', REQUEST_TYPES, API_TYPES],
    ['categories', REQUEST_CATEGORIES, API_CATEGORIES],
    ['regions', REQUEST_REGIONS, API_REGIONS],
    ['currencies', BUDGET_CURRENCIES, API_CURRENCIES],
    ['visibilities', VISIBILITIES, LISTING_VISIBILITIES],
  ])('%s are the API’s', (_name, browser, api) => {
    expect(browser).toEqual(api);
  });
});
