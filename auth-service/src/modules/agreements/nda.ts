import type { NdaDocument } from '@atelier/api-contract';

/**
 * The platform's standard NDA, kept as data. A new wording gets a new version; acceptances keep
 * the version they were given for.
 */
export const STANDARD_NDA: NdaDocument = {
  version: '2026-11',
  title: 'Atelier Standard Non-Disclosure Agreement',
  clauses: [
    'This agreement is between the brand that published a confidential listing on Atelier (the Discloser) and you, the member who accepts it to apply or respond to that listing (the Recipient).',
    'Confidential Information means the brand’s identity as shown only after acceptance, and every description, sketch, tech pack, specification, price, quantity, file or attachment of the listing, and anything the Discloser shares with you about it on Atelier.',
    'You will use the Confidential Information only to evaluate the listing and to prepare, discuss and carry out your application, quote or resulting work with the Discloser.',
    'You will not disclose the Confidential Information to anyone except your employees or subcontractors who need it for that purpose and are bound by obligations at least as protective as these, and you will protect it with at least reasonable care.',
    'These obligations do not cover information that is or becomes public through no fault of yours, that you already lawfully had, that you receive lawfully from a third party without restriction, or that you must disclose by law (after notifying the Discloser where allowed).',
    'On the Discloser’s request, or when you are not selected, you will delete the files and copies of the Confidential Information you downloaded, except copies you must keep by law.',
    'These obligations last for two years from your acceptance. Atelier records when you accepted this agreement and which attachments you downloaded, and shows the Discloser that record.',
  ],
};
