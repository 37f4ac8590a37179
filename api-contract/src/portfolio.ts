import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, Timestamp } from './common';
import {
  AVAILABILITIES,
  ContactInfo,
  DIRECTORY_ROLES,
  PROFILE_CURRENCIES,
  ProfileStats,
} from './public-profiles';

/** A portfolio project's statuses (section 3). */
export const PROJECT_STATUSES = ['draft', 'published', 'private'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
/** Images a project may hold. */
export const MAX_PROJECT_IMAGES = 20;
export const MAX_PROJECT_TAGS = 20;

export const ProjectImageInput = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 500, description: "The caller's image upload." }),
    name: Type.String({ minLength: 1, maxLength: 255 }),
    size: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

const projectFields = {
  title: Type.String({ maxLength: 200 }),
  category: Type.String({ maxLength: 100, description: 'A portfolio category (section 9).' }),
  description: Type.String({ maxLength: 5000, description: 'The counter says /1000.' }),
  client: Nullable(Type.String({ maxLength: 100 })),
  year: Nullable(Type.Integer({ minimum: 1900, maximum: 2100 })),
  tags: Type.Array(Type.String({ maxLength: 50 }), { maxItems: MAX_PROJECT_TAGS }),
  status: StringEnum(PROJECT_STATUSES),
  images: Type.Array(ProjectImageInput, { maxItems: MAX_PROJECT_IMAGES }),
  featured: Type.Boolean(),
};

/** `POST /api/me/projects`: Upload New Project (messages in section 5's order). */
export const CreateProjectBody = Type.Object(
  {
    ...projectFields,
    client: Type.Optional(projectFields.client),
    year: Type.Optional(projectFields.year),
    tags: Type.Optional(projectFields.tags),
    status: Type.Optional(projectFields.status),
    featured: Type.Optional(projectFields.featured),
  },
  { additionalProperties: false },
);
export type CreateProjectBody = Static<typeof CreateProjectBody>;

/** `PATCH /api/me/projects/:id`: the fields sent are merged. */
export const UpdateProjectBody = Type.Partial(Type.Object(projectFields), {
  additionalProperties: false,
});
export type UpdateProjectBody = Static<typeof UpdateProjectBody>;

export const ProjectImage = Type.Object(
  {
    key: Type.String(),
    name: Type.String(),
    size: Type.Integer(),
    url: Type.String({ description: 'The display size (1280 px wide, WebP).' }),
    thumbnailUrl: Type.String({ description: '320 px wide, WebP.' }),
  },
  { additionalProperties: false },
);

/** Section 3's portfolio item. */
export const PortfolioProject = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    title: Type.String(),
    category: Type.String(),
    description: Type.String(),
    caption: Type.String({ description: "The description's first sentence (the card's)." }),
    thumbnail: Nullable(Type.String()),
    client: Nullable(Type.String()),
    year: Nullable(Type.Integer()),
    tags: Type.Array(Type.String()),
    status: StringEnum(PROJECT_STATUSES),
    images: Type.Array(ProjectImage),
    featured: Type.Boolean(),
    views: Type.Integer(),
    likes: Type.Integer(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  },
  { additionalProperties: false },
);
export type PortfolioProject = Static<typeof PortfolioProject>;

export const ProjectIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type ProjectIdParams = Static<typeof ProjectIdParams>;

export const MyProjects = Type.Object(
  { projects: Type.Array(PortfolioProject), total: Type.Integer() },
  { additionalProperties: false },
);
export type MyProjects = Static<typeof MyProjects>;

/** Section 3's testimonial, written by a client who hired the freelancer. */
export const Testimonial = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    clientName: Type.String(),
    clientAvatar: Nullable(Type.String()),
    projectName: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String(),
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type Testimonial = Static<typeof Testimonial>;

/** `GET /api/profiles/:username`: the public profile page. */
export const PublicProfile = Type.Object(
  {
    userId: Type.String({ format: 'uuid', description: "The catalogue's author id (My Shop)." }),
    username: Type.String(),
    role: StringEnum(DIRECTORY_ROLES),
    fullName: Type.String(),
    profession: Type.String(),
    location: Type.String(),
    availability: StringEnum(AVAILABILITIES),
    bio: Type.String(),
    categories: Type.Array(Type.String()),
    skills: Type.Array(Type.String()),
    services: Type.Array(Type.String()),
    languages: Type.Array(Type.String()),
    hourlyRate: Nullable(Type.Integer()),
    currency: StringEnum(PROFILE_CURRENCIES),
    openToFullTime: Type.Boolean(),
    openToRemote: Type.Boolean(),
    socialLinks: Type.Object(
      { linkedin: Type.String(), instagram: Type.String(), website: Type.String() },
      { additionalProperties: false },
    ),
    contact: Nullable(
      Type.Object(ContactInfo.properties, {
        additionalProperties: false,
        description: 'Only when the owner shows contact info.',
      }),
    ),
    photoUrl: Nullable(Type.String()),
    stats: ProfileStats,
    isPublic: Type.Boolean(),
    allowDownloads: Type.Boolean(),
    isPro: Type.Boolean({
      description: 'An active or trialing subscription: the PRO badge.',
    }),
    verified: Type.Boolean({
      description:
        'A supplier an admin verified, while Pro: the Verified Supplier badge (issue 43).',
    }),
    isOwner: Type.Boolean(),
    projects: Type.Array(PortfolioProject, { description: 'Published projects, featured first.' }),
    testimonials: Type.Array(Testimonial),
  },
  { additionalProperties: false },
);
export type PublicProfile = Static<typeof PublicProfile>;

export const HireIdParams = Type.Object(
  { hireId: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type HireIdParams = Static<typeof HireIdParams>;

/** `POST /api/hires/:hireId/testimonial`: the hiring client's testimonial. */
export const TestimonialBody = Type.Object(
  {
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    comment: Type.String({ minLength: 1, maxLength: 2000 }),
  },
  { additionalProperties: false },
);
export type TestimonialBody = Static<typeof TestimonialBody>;
