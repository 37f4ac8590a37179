/**
 * 'Request quotes' (issue 39): the supplier request a style's approved revision prefills, and the
 * unit price an accepted quote puts into its cost sheet. Pure functions with table tests.
 */
import {
  PLM_QUOTE_MESSAGES,
  costSheet,
  formatMoney,
  type PriceTier,
  type QuoteRequestBody,
  type RequestDraftBody,
  type StyleCategory,
  type StyleContent,
} from '@atelier/api-contract';

/** A style's category as a request's (spec 001 section 9): the ones both lists name, else Other. */
const REQUEST_CATEGORY_OF: Record<StyleCategory, RequestDraftBody['category']> = {
  Tops: 'Other',
  Bottoms: 'Other',
  Dresses: 'Other',
  Outerwear: 'Outerwear',
  Knitwear: 'Knitwear',
  Swimwear: 'Swimwear',
  Lingerie: 'Other',
  Accessories: 'Accessories',
  Footwear: 'Footwear',
  Other: 'Other',
};

/**
 * The draft request of `content` (revision `revision`): titled and described from the style,
 * its category, the quantity and deadline asked for, the cost sheet's FOB as the target price (a
 * unit's, and the whole quantity's in whole dollars as the budget's top), confidential when the
 * style is. The brand completes it (location) and publishes it in Post a Request.
 */
export function quoteRequestDraft(
  content: StyleContent,
  revision: number,
  body: QuoteRequestBody,
  confidential: boolean,
  attachment: RequestDraftBody['attachments'][number],
): RequestDraftBody {
  const target = costSheet(content).fobCents;
  const targetText = formatMoney(target);
  return {
    title: PLM_QUOTE_MESSAGES.requestTitle(content.styleNumber, content.name, revision).slice(
      0,
      200,
    ),
    location: '',
    type: 'Garment Manufacturer',
    category: REQUEST_CATEGORY_OF[content.category],
    quantity: `${String(body.quantity)} units`,
    budget: PLM_QUOTE_MESSAGES.requestBudget(targetText),
    deadline: body.deadline,
    description: PLM_QUOTE_MESSAGES.requestDescription(content.styleNumber, revision, targetText),
    preferredRegions: [],
    certifications: [],
    languages: [],
    needSamples: true,
    budgetMin: null,
    budgetMax: Math.min(Math.round((target * body.quantity) / 100), 1_000_000_000),
    budgetCurrency: 'USD',
    visibility: confidential ? 'confidential' : 'public',
    attachments: [attachment],
    status: 'draft',
  };
}

/**
 * The unit price a quote asks for `quantity` units: its tier with the highest minimum quantity
 * at or below it; below every tier (under the MOQ), the first tier's.
 */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number {
  let price = tiers[0]?.unitPrice ?? 0;
  for (const tier of tiers) if (tier.minQuantity <= quantity) price = tier.unitPrice;
  return price;
}
