/**
 * What `/explore` lists of a supplier, from their supplier profile and services: the company's
 * name, the kinds of service they offer (in place of a freelancer's profession), where they
 * are, what they do (capabilities and service titles, searched like a freelancer's skills and
 * services) and the categories of their services. The profiles module stores it with the
 * freelancers' profiles, so one query, one set of indexes and one budget serve both.
 */
import type { SupplierListing } from '../profiles/public-profile-service';
import type { ServiceRow, SupplierProfileRow } from './repository';

/** The profession shown for a supplier without services yet. */
export const SUPPLIER_PROFESSION = 'Supplier';

/** public_profiles.profession's limit. */
const PROFESSION_LIMIT = 100;

const distinct = (values: readonly string[]) => [...new Set(values)];

export function supplierListingOf(
  profile: SupplierProfileRow,
  services: readonly ServiceRow[],
): SupplierListing {
  const types = distinct(services.map((service) => service.type));
  let profession = SUPPLIER_PROFESSION;
  for (let count = types.length; count > 0; count -= 1) {
    const joined = types.slice(0, count).join(' · ');
    if (joined.length <= PROFESSION_LIMIT) {
      profession = joined;
      break;
    }
  }
  const description = profile.description?.trim() ?? '';
  return {
    name: profile.company_name,
    profession,
    location: profile.location ?? '',
    description: description === '' ? profile.company_name : description,
    categories: distinct(services.flatMap((service) => service.categories)),
    capabilities: profile.capabilities,
    services: services.map((service) => service.title),
  };
}
