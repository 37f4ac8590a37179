/**
 * Saved searches with alerts (issue 40): a named query and filters of a list, with an alert
 * choice; the saved-searches module (auth-service/src/modules/saved-searches) answers with these.
 */
import { Type, type Static } from '@sinclair/typebox';
import { OneLine, StringEnum, Timestamp } from './common';
import { RequestCategory, RequestRegion, RequestType } from './requests';
import { SAVED_SEARCH_ALERTS, SAVED_SEARCH_LISTS } from './values/saved-searches';

export const SavedSearchListSchema = StringEnum(SAVED_SEARCH_LISTS);
export const SavedSearchAlertSchema = StringEnum(SAVED_SEARCH_ALERTS);

/** The requests list's filters as a search saves them: `RequestsQuery` without the page. */
export const RequestSearchFilters = Type.Object(
  {
    category: Type.Optional(RequestCategory),
    region: Type.Optional(RequestRegion),
    type: Type.Optional(RequestType),
    q: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type RequestSearchFilters = Static<typeof RequestSearchFilters>;

export const SavedSearchBody = Type.Object(
  {
    name: OneLine(80, { minLength: 1 }),
    list: SavedSearchListSchema,
    query: RequestSearchFilters,
    alert: SavedSearchAlertSchema,
  },
  { additionalProperties: false },
);
export type SavedSearchBody = Static<typeof SavedSearchBody>;

/** A change of a saved search: its alert. */
export const SavedSearchAlertBody = Type.Object(
  { alert: SavedSearchAlertSchema },
  { additionalProperties: false },
);
export type SavedSearchAlertBody = Static<typeof SavedSearchAlertBody>;

export const SavedSearchIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type SavedSearchIdParams = Static<typeof SavedSearchIdParams>;

export const SavedSearch = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    list: SavedSearchListSchema,
    query: RequestSearchFilters,
    alert: SavedSearchAlertSchema,
    createdAt: Timestamp,
  },
  { additionalProperties: false },
);
export type SavedSearch = Static<typeof SavedSearch>;

export const SavedSearches = Type.Object(
  { savedSearches: Type.Array(SavedSearch) },
  { additionalProperties: false },
);
export type SavedSearches = Static<typeof SavedSearches>;
