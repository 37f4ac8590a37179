/**
 * What Stripe still needs before the account can take charges, in plain words. Stripe names each
 * requirement by the field it wants (`individual.dob.day`, `external_account`,
 * `tos_acceptance.date`); several fields say one thing to a person (day, month and year of birth),
 * so the words are given once each, in the order Stripe asked.
 */
const PLAIN_WORDS: readonly [RegExp, string][] = [
  [/^external_account/, 'A bank account or debit card for your payouts'],
  [/^tos_acceptance\./, "Accepting Stripe's terms of service"],
  [/\.verification\.(additional_)?document/, 'A photo of an identity document'],
  [/^(individual|representative)\.dob\./, 'Your date of birth'],
  [/^(individual|representative)\.address\./, 'Your home address'],
  [/^(individual|representative)\.(ssn_last_4|id_number)/, 'Your tax ID or social security number'],
  [/^(individual|representative)\.(first_name|last_name)/, 'Your legal name'],
  [/^(individual|representative)\.email/, 'Your email address'],
  [/^(individual|representative)\.phone/, 'Your phone number'],
  [/^(individual|representative)\.relationship\./, 'Your role in the business'],
  [
    /^business_profile\.(url|product_description)/,
    'Your website or a description of what you sell',
  ],
  [/^business_profile\.mcc/, 'The kind of business you run'],
  [/^business_profile\./, 'Details about your business'],
  [/^business_type/, 'Whether you sell as an individual or a company'],
  [/^company\.tax_id/, "Your company's tax ID"],
  [/^company\./, 'Details about your company'],
  [/^(owners|directors|executives|representative|person_)/, "Details about your company's people"],
];

export const OTHER_REQUIREMENT = 'Other details Stripe asks for';

export function requirementLabels(requirements: readonly string[]): string[] {
  const labels = requirements.map(
    (name) => PLAIN_WORDS.find(([pattern]) => pattern.test(name))?.[1] ?? OTHER_REQUIREMENT,
  );
  return [...new Set(labels)];
}
