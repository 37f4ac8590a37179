import type { SupportRequestBody } from '@atelier/api-contract';

/**
 * Contact Support's topics (api-contract's SUPPORT_TOPICS, whose values the browser does not
 * load) with their labels: the form that sends a request and the admin dashboard that lists it.
 */
export const SUPPORT_TOPIC_OPTIONS = [
  { value: 'payments', label: 'Payments' },
  { value: 'payouts', label: 'Payouts' },
  { value: 'refunds', label: 'Refunds' },
  { value: 'account', label: 'My Stripe account' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: SupportRequestBody['topic']; label: string }[];

export type SupportTopic = (typeof SUPPORT_TOPIC_OPTIONS)[number]['value'];

/** A topic's label. */
export const supportTopicLabel = (topic: SupportTopic): string =>
  SUPPORT_TOPIC_OPTIONS.find((option) => option.value === topic)?.label ?? topic;
