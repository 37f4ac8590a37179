import type { Incoterm, ResponseBody, SupplierResponse } from '@atelier/api-contract';
import type { UploadedFile } from '@atelier/shared-ui';
import { TEXTS } from './texts';

/** A structured quote as the form holds it: amounts as typed, in the request's currency. */
export interface QuoteFormValues {
  tiers: { minQuantity: string; unitPrice: string }[];
  moq: string;
  sampleCost: string;
  sampleLeadTimeDays: string;
  productionLeadTimeDays: string;
  toolingCost: string;
  incoterm: Incoterm;
  validUntil: string;
  certifications: string;
  message: string;
  attachments: UploadedFile[];
  acceptNda: boolean;
}

export const EMPTY_QUOTE: QuoteFormValues = {
  tiers: [{ minQuantity: '', unitPrice: '' }],
  moq: '',
  sampleCost: '0',
  sampleLeadTimeDays: '0',
  productionLeadTimeDays: '',
  toolingCost: '0',
  incoterm: 'FOB',
  validUntil: '',
  certifications: '',
  message: '',
  attachments: [],
  acceptNda: false,
};

const CENTS = 100;
const centsText = (cents: number) => String(cents / CENTS);

/** The form filled with the supplier's current quote, to revise it. */
export function quoteFormOf(response: SupplierResponse): QuoteFormValues {
  const { quote } = response;
  return {
    tiers: quote.tiers.map((tier) => ({
      minQuantity: String(tier.minQuantity),
      unitPrice: centsText(tier.unitPrice),
    })),
    moq: String(quote.moq),
    sampleCost: centsText(quote.sampleCost),
    sampleLeadTimeDays: String(quote.sampleLeadTimeDays),
    productionLeadTimeDays: String(quote.productionLeadTimeDays),
    toolingCost: centsText(quote.toolingCost),
    incoterm: quote.incoterm,
    validUntil: quote.validUntil,
    certifications: quote.certifications.join(', '),
    message: response.message,
    attachments: response.attachments.map(({ key, name, size }) => ({
      key,
      name,
      size,
      type: '',
    })),
    acceptNda: response.ndaAcceptedAt !== null,
  };
}

const wholeOf = (typed: string): number | null => {
  const value = typed.trim();
  if (!/^\d+$/.test(value)) return null;
  return Number(value);
};

/** Money typed in units ('4.5') as cents (450); null when not an amount of zero or more. */
export const centsOf = (typed: string): number | null => {
  const value = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * CENTS);
};

/** The API's body, or the first problem with the form (the server checks again). */
export function toResponseBody(
  values: QuoteFormValues,
): { body: ResponseBody } | { problem: string } {
  const tiers = values.tiers.map((tier) => ({
    minQuantity: wholeOf(tier.minQuantity),
    unitPrice: centsOf(tier.unitPrice),
  }));
  const complete = tiers.flatMap((tier) =>
    tier.minQuantity !== null && tier.minQuantity > 0 && tier.unitPrice !== null
      ? [{ minQuantity: tier.minQuantity, unitPrice: tier.unitPrice }]
      : [],
  );
  if (complete.length === 0 || complete.length !== tiers.length) {
    return { problem: TEXTS.problems.tiers };
  }
  const moq = wholeOf(values.moq);
  if (moq === null || moq < 1) return { problem: TEXTS.problems.moq };
  const sampleCost = centsOf(values.sampleCost);
  const toolingCost = centsOf(values.toolingCost);
  const sampleLeadTimeDays = wholeOf(values.sampleLeadTimeDays);
  const productionLeadTimeDays = wholeOf(values.productionLeadTimeDays);
  if (
    sampleCost === null ||
    toolingCost === null ||
    sampleLeadTimeDays === null ||
    productionLeadTimeDays === null
  ) {
    return { problem: TEXTS.problems.numbers };
  }
  if (values.validUntil === '') return { problem: TEXTS.problems.validUntil };
  return {
    body: {
      quote: {
        tiers: complete,
        moq,
        sampleCost,
        sampleLeadTimeDays,
        productionLeadTimeDays,
        toolingCost,
        incoterm: values.incoterm,
        validUntil: values.validUntil,
        certifications: [
          ...new Set(
            values.certifications
              .split(',')
              .map((value) => value.trim())
              .filter((value) => value !== ''),
          ),
        ],
      },
      message: values.message.trim(),
      attachments: values.attachments.map(({ key, name }) => ({ key, name })),
      acceptNda: values.acceptNda,
    },
  };
}

/**
 * The quote's first problem, or null: its numbers (in `toResponseBody`'s order), then the NDA a
 * confidential request needs.
 */
export function quoteProblem(values: QuoteFormValues, needsNda: boolean): string | null {
  const built = toResponseBody(values);
  if ('problem' in built) return built.problem;
  return needsNda && !built.body.acceptNda ? TEXTS.form.ndaRequired : null;
}
