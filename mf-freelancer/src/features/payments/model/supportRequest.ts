import type { SupportRequestBody } from '@atelier/api-contract';
import { HELP_TEXTS } from './texts';

export interface SupportValues {
  topic: SupportRequestBody['topic'];
  message: string;
}

export const EMPTY_SUPPORT_REQUEST: SupportValues = { topic: 'payments', message: '' };

/** The message's problem, if any (the API refuses the same: 1 to 5,000 characters). */
export function supportMessageError(message: string): string | null {
  const trimmed = message.trim();
  if (trimmed === '') return HELP_TEXTS.messageRequired;
  if (trimmed.length > HELP_TEXTS.messageMax) return HELP_TEXTS.messageTooLong;
  return null;
}

/** The body sent: the message without its surrounding spaces. */
export const toSupportRequest = ({ topic, message }: SupportValues): SupportRequestBody => ({
  topic,
  message: message.trim(),
});
