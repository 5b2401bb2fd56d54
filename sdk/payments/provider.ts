import { PAYMENT_OUTCOMES } from '../../schemas/constants';

/** What the provider reports when it sends the payer back: paid, refused, or given up. */
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** One money payment: a pending LoveCoins purchase, its amount and the site page to return to. */
export interface PaymentOrder {
  purchaseId: number;
  amountEur: number;
  /** What the payer sees on the provider's page ("550 LoveCoins"). */
  description: string;
  /** A path on the site (POST /api/lovecoins/purchase `return_path`). */
  returnPath: string;
  /**
   * The order's secret at the provider (a real provider's checkout session id): its page's address
   * carries it, so only the payer sent there can settle the order, not whoever guesses its number.
   */
  checkoutKey?: string;
}

/**
 * The seam between the portal and a payment provider. The backend asks it where to send the
 * payer (the provider's hosted page) and where the provider sends them back; the site's return
 * page reads the outcome with `readPaymentReturn` and then trusts only the purchase's status from
 * the API, never the query. The mock's implementation serves a provider page of its own
 * (mocks/payments/provider.ts); a real one wraps the provider's checkout API.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The provider's page where the payer pays (or refuses, or cancels) the order. */
  checkoutUrl(order: PaymentOrder): string;
  /** The site page the provider sends the payer back to after `outcome`. */
  returnUrl(order: PaymentOrder, outcome: PaymentOutcome): string;
}

/** The return page's query: the purchase and the provider's outcome. */
export const PAYMENT_RETURN_QUERY = { purchase: 'purchase', outcome: 'payment' } as const;

/** `returnPath` with the purchase id and outcome added to its query (the path's own query kept). */
export function paymentReturnUrl(returnPath: string, purchaseId: number, outcome: PaymentOutcome): string {
  const [path = '/', query = ''] = returnPath.split('?', 2);
  const params = new URLSearchParams(query);
  params.set(PAYMENT_RETURN_QUERY.purchase, String(purchaseId));
  params.set(PAYMENT_RETURN_QUERY.outcome, outcome);
  return `${path}?${params.toString()}`;
}

export interface PaymentReturn {
  purchaseId: number;
  outcome: PaymentOutcome;
}

/** The provider's return read from a page's query; null when the page was not reached that way. */
export function readPaymentReturn(query: URLSearchParams): PaymentReturn | null {
  const id = Number(query.get(PAYMENT_RETURN_QUERY.purchase));
  const outcome = query.get(PAYMENT_RETURN_QUERY.outcome);
  if (!Number.isInteger(id) || id <= 0) return null;
  const known = PAYMENT_OUTCOMES.find((o) => o === outcome);
  return known ? { purchaseId: id, outcome: known } : null;
}
