import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';
import { PORTFOLIO_CATEGORIES } from './values/portfolio';

/** Profile currencies (section 9). */
export const PROFILE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type ProfileCurrency = (typeof PROFILE_CURRENCIES)[number];

/** Section 2, Manage Profile: available or booked. */
export const AVAILABILITIES = ['available', 'booked'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Roles with a public profile in the directory. */
export const DIRECTORY_ROLES = ['freelancer', 'supplier'] as const;
export type DirectoryRole = (typeof DIRECTORY_ROLES)[number];

/** A username: the public address, chosen once, case-insensitive (stored in lower case). */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{2,29}$';
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Section 9: the bio collapses above this many characters. */
export const BIO_COLLAPSE_LENGTH = 200;
/** Section 9: the bio counter. */
export const BIO_COUNTER_LENGTH = 1000;
export const MAX_PROFILE_LIST_ITEMS = 30;

const ListItem = Type.String({ maxLength: 60 });
const Url = Type.String({ maxLength: 500 });

/** Every field of Manage Profile (section 3: freelancer profile) as the form sends it. */
const profileFields = {
  fullName: Type.String({ maxLength: 200, description: 'Required: 1 to 100 characters.' }),
  profession: Type.String({ maxLength: 200, description: 'Required: 1 to 100 characters.' }),
  location: Type.String({ maxLength: 100 }),
  availability: StringEnum(AVAILABILITIES),
  bio: Type.String({ maxLength: 5000, description: 'Required; the counter says /1000.' }),
  categories: Type.Array(Type.String({ maxLength: 60 }), { maxItems: PORTFOLIO_CATEGORIES.length }),
  skills: Type.Array(ListItem, { maxItems: MAX_PROFILE_LIST_ITEMS }),
  services: Type.Array(ListItem, { maxItems: MAX_PROFILE_LIST_ITEMS }),
  languages: Type.Array(ListItem, { maxItems: MAX_PROFILE_LIST_ITEMS }),
  hourlyRate: Nullable(
    Type.Integer({
      minimum: -1_000_000,
      maximum: 1_000_000,
      description: 'Whole units; 0 or more.',
    }),
  ),
  currency: StringEnum(PROFILE_CURRENCIES),
  openToFullTime: Type.Boolean(),
  openToRemote: Type.Boolean(),
  yearsExperience: Type.Integer({ minimum: -1000, maximum: 1000, description: '0 to 80.' }),
  socialLinks: Type.Object(
    { linkedin: Url, instagram: Url, website: Url },
    { additionalProperties: false, description: 'Empty strings for links not given.' },
  ),
  contactEmail: Type.String({ maxLength: 320 }),
  phone: Type.String({ maxLength: 40 }),
  isPublic: Type.Boolean(),
  showContactInfo: Type.Boolean(),
  allowDownloads: Type.Boolean(),
};

/** `PUT /api/me/public-profile`: the whole profile. */
export const SavePublicProfileBody = Type.Object(
  {
    ...profileFields,
    username: Type.Optional(
      Type.String({
        maxLength: 100,
        description: 'Required on the first save; the same one (any case) afterwards.',
      }),
    ),
    photoKey: Nullable(
      Type.String({ maxLength: 500, description: "The caller's complete image upload." }),
    ),
  },
  { additionalProperties: false },
);
export type SavePublicProfileBody = Static<typeof SavePublicProfileBody>;

/** `PATCH /api/me/public-profile/settings`: the portfolio's settings toggles. */
export const PortfolioSettingsBody = Type.Partial(
  Type.Object(
    {
      isPublic: Type.Boolean(),
      showContactInfo: Type.Boolean(),
      allowDownloads: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  { additionalProperties: false },
);
export type PortfolioSettingsBody = Static<typeof PortfolioSettingsBody>;

export const ProfilePhoto = Type.Object(
  {
    key: Type.String(),
    url: Type.String({ description: 'The square photo, 320 px (WebP).' }),
  },
  { additionalProperties: false },
);

/** `GET/PUT /api/me/public-profile`: the owner's own profile (null fields before a first save). */
export const MyPublicProfile = Type.Object(
  {
    ...profileFields,
    username: Nullable(Type.String()),
    photo: Nullable(ProfilePhoto),
    /** False until Manage Profile is saved once (the form starts from the account's name). */
    saved: Type.Boolean(),
    views: Type.Integer(),
  },
  { additionalProperties: false },
);
export type MyPublicProfile = Static<typeof MyPublicProfile>;

export const UsernameParams = Type.Object(
  { username: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type UsernameParams = Static<typeof UsernameParams>;

/** `GET /api/usernames/:username`: the live check of Manage Profile. */
export const UsernameAvailability = Type.Object(
  {
    username: Type.String({ description: 'As it would be stored (lower case).' }),
    available: Type.Boolean(),
    message: Type.String({ description: 'Why not, or that it is free.' }),
  },
  { additionalProperties: false },
);
export type UsernameAvailability = Static<typeof UsernameAvailability>;

/** Section 2's stats, from the platform's data. */
export const ProfileStats = Type.Object(
  {
    projectsCompleted: Type.Integer({ description: 'Published portfolio projects.' }),
    clientsWorked: Type.Integer({
      description: 'Clients who hired the freelancer and wrote a testimonial.',
    }),
    yearsExperience: Type.Integer(),
    rating: Type.Number({ description: "Average of the testimonials' ratings, 0 without any." }),
  },
  { additionalProperties: false },
);
export type ProfileStats = Static<typeof ProfileStats>;

/** Shown only when the profile's showContactInfo is on. */
export const ContactInfo = Type.Object(
  { email: Type.String(), phone: Type.String() },
  { additionalProperties: false },
);
