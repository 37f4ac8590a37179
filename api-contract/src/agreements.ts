import { Type, type Static } from '@sinclair/typebox';

/**
 * The platform's standard non-disclosure agreement (spec 001 section 6: confidential listings):
 * an applicant or a responding supplier accepts this version before a confidential listing shows
 * its brand or its attachments. The acceptance is stored with the version and the time on the
 * application or response it came with.
 */
export const NdaDocument = Type.Object(
  {
    version: Type.String({ description: 'Stored with every acceptance, e.g. "2026-11".' }),
    title: Type.String(),
    clauses: Type.Array(Type.String(), { description: 'The agreement, one paragraph each.' }),
  },
  { additionalProperties: false },
);
export type NdaDocument = Static<typeof NdaDocument>;
