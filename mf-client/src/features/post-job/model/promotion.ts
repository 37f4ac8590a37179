/**
 * Job Promotion (issue 43, item 10): Featured (+$50) and Urgent (+$25) are paid at a checkout
 * after the job is published. Pure, so what is charged is table-tested.
 */
export interface PromotionChoice {
  featured: boolean;
  urgent: boolean;
}

/**
 * What the client still has to pay for: what they chose and the job does not have yet
 * (`paid`: the saved job's featured and urgent, both false for a new job).
 */
export function promotionsToBuy(chosen: PromotionChoice, paid: PromotionChoice): PromotionChoice {
  return { featured: chosen.featured && !paid.featured, urgent: chosen.urgent && !paid.urgent };
}

/** Whether anything is left to pay for. */
export const buysSomething = (choice: PromotionChoice) => choice.featured || choice.urgent;
