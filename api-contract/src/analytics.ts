import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** Days of views over time the analytics screen shows by default, and the bounds a query may ask. */
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MIN_DAYS = 7;
export const ANALYTICS_MAX_DAYS = 90;

export const AnalyticsQuery = Type.Object(
  {
    days: Type.Integer({
      minimum: ANALYTICS_MIN_DAYS,
      maximum: ANALYTICS_MAX_DAYS,
      default: ANALYTICS_DEFAULT_DAYS,
    }),
  },
  { additionalProperties: false },
);
export type AnalyticsQuery = Static<typeof AnalyticsQuery>;

/** One day's views (UTC), zero on a day without any. */
export const AnalyticsDay = Type.Object(
  {
    day: Type.String({ format: 'date' }),
    profileViews: Type.Integer({ minimum: 0 }),
    productViews: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
export type AnalyticsDay = Static<typeof AnalyticsDay>;

/**
 * The caller's views: totals for everyone (the dashboard's analytics summary); views over time
 * only for a Pro member (spec 000: "stats and views analytics"), null for Starter.
 */
export const MyAnalytics = Type.Object(
  {
    isPro: Type.Boolean(),
    totals: Type.Object(
      {
        profileViews: Type.Integer({ minimum: 0 }),
        productViews: Type.Integer({ minimum: 0 }),
      },
      { additionalProperties: false },
    ),
    days: Nullable(Type.Array(AnalyticsDay)),
  },
  { additionalProperties: false },
);
export type MyAnalytics = Static<typeof MyAnalytics>;
