import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';
import { AVAILABILITIES, DIRECTORY_ROLES } from './public-profiles';

/** Profiles per page of /explore. */
export const DIRECTORY_PAGE_SIZE = 12;

/** `GET /api/directory`: public profiles of freelancers and suppliers. */
export const DirectoryQuery = Type.Object(
  {
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words of the profession, name or skills.' }),
    ),
    role: Type.Optional(StringEnum(DIRECTORY_ROLES)),
    category: Type.Optional(Type.String({ maxLength: 100 })),
    location: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the location.' })),
    availability: Type.Optional(StringEnum(AVAILABILITIES)),
    page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  },
  { additionalProperties: false },
);
export type DirectoryQuery = Static<typeof DirectoryQuery>;

export const DirectoryEntry = Type.Object(
  {
    userId: Type.String({ format: 'uuid' }),
    username: Type.String(),
    role: StringEnum(DIRECTORY_ROLES),
    fullName: Type.String(),
    profession: Type.String(),
    location: Type.String(),
    availability: StringEnum(AVAILABILITIES),
    categories: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    photoUrl: Nullable(Type.String()),
    isPro: Type.Boolean({ description: 'A Pro member: the PRO badge, first in the list.' }),
    verified: Type.Boolean({
      description:
        'A supplier an admin verified, while Pro: the Verified Supplier badge (issue 43).',
    }),
  },
  { additionalProperties: false },
);
export type DirectoryEntry = Static<typeof DirectoryEntry>;

export const DirectoryPage = Type.Object(
  {
    profiles: Type.Array(DirectoryEntry),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
    totalPages: Type.Integer(),
    similar: Type.Optional(
      Type.Boolean({
        description:
          'true when nothing matched every word of q: the list shows close spellings instead (the page says so).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type DirectoryPage = Static<typeof DirectoryPage>;
