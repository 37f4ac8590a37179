import { OTHER_REQUIREMENT, requirementLabels } from './requirements';

describe('requirementLabels', () => {
  it.each([
    [['external_account'], ['A bank account or debit card for your payouts']],
    [['tos_acceptance.date', 'tos_acceptance.ip'], ["Accepting Stripe's terms of service"]],
    [['individual.verification.document'], ['A photo of an identity document']],
    [['individual.dob.day', 'individual.dob.month', 'individual.dob.year'], ['Your date of birth']],
    [['individual.address.line1', 'individual.address.city'], ['Your home address']],
    [['individual.ssn_last_4'], ['Your tax ID or social security number']],
    [['individual.first_name', 'individual.last_name'], ['Your legal name']],
    [['business_profile.url'], ['Your website or a description of what you sell']],
    [['business_profile.mcc'], ['The kind of business you run']],
    [['business_type'], ['Whether you sell as an individual or a company']],
    [['company.tax_id'], ["Your company's tax ID"]],
    [['settings.payments.statement_descriptor', 'something.new'], [OTHER_REQUIREMENT]],
    [[], []],
  ])('%j', (requirements, labels) => {
    expect(requirementLabels(requirements)).toEqual(labels);
  });

  it("keeps Stripe's order", () => {
    expect(requirementLabels(['individual.email', 'external_account', 'individual.email'])).toEqual(
      ['Your email address', 'A bank account or debit card for your payouts'],
    );
  });
});
