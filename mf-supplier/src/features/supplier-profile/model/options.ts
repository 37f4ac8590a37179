/** The spec's regions (001 section 9), as the API checks them (api-contract's values). */
export { REQUEST_REGIONS as SUPPLIER_REGIONS } from '@atelier/api-contract/values';
