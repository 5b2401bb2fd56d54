import { http, HttpResponse, type HttpHandler } from 'msw';
import { HTTP, PAYMENT_OUTCOMES, PENDING_PAYMENT_EXPIRY_MINUTES } from '../../schemas';
import { paymentReturnUrl } from '../../sdk/payments/provider';
import type { PaymentOrder, PaymentOutcome, PaymentProvider } from '../../sdk/payments/provider';
import { getStore } from '../store';
import type { MockStore } from '../store/store';
import type { PurchaseRecord } from '../store/types';

/**
 * The mock's payment provider: its "hosted page" is served by the mock under /api (so the site's
 * API proxy reaches it, as a browser would reach a real provider), with three choices: pay,
 * decline (the card is refused) and cancel. Each settles the pending purchase once and sends the
 * payer back to the site's return page with the outcome. The choices are links, not a form: the
 * site serves everything under /api with `CSP: sandbox` (no forms, no scripts), and this page only
 * stands in for a provider's own site. Its address holds the purchase's checkout key, as a real
 * provider's holds its checkout session: the site's proxy reaches it too, so without the key a
 * guessed purchase number could be settled by anyone. A wrong or missing key answers as an unknown
 * payment does.
 */
export const MOCK_PROVIDER_PATH = '/api/mock-pay';

export const mockPaymentProvider: PaymentProvider = {
  name: 'mock',
  checkoutUrl: (order) => `${MOCK_PROVIDER_PATH}/${order.purchaseId}/${order.checkoutKey ?? ''}`,
  returnUrl: (order, outcome) => paymentReturnUrl(order.returnPath, order.purchaseId, outcome),
};

const SETTLED: Readonly<Record<PaymentOutcome, PurchaseRecord['status']>> = { success: 'paid', failure: 'failed', cancel: 'cancelled' };

const PENDING_PAYMENT_EXPIRY_MS = PENDING_PAYMENT_EXPIRY_MINUTES * 60 * 1000;

/**
 * A purchase left at the provider for PENDING_PAYMENT_EXPIRY_MINUTES is expired from then on (it
 * changes when it is next read: the history, the provider's page, a late answer of the provider).
 */
export function expireIfStale(store: MockStore, purchase: PurchaseRecord): PurchaseRecord {
  if (purchase.status === 'pending' && store.now() - purchase.created_at >= PENDING_PAYMENT_EXPIRY_MS) purchase.status = 'expired';
  return purchase;
}

/** The provider's outcome applied once: only a pending purchase changes (an expired one no more); success credits its coins. */
export function settlePurchase(store: MockStore, purchase: PurchaseRecord, outcome: PaymentOutcome): void {
  if (expireIfStale(store, purchase).status !== 'pending') return;
  purchase.status = SETTLED[outcome];
  if (purchase.status === 'paid') store.setBalance(purchase.target, store.balance(purchase.target) + purchase.coins);
}

export function orderOf(purchase: PurchaseRecord): PaymentOrder {
  return {
    purchaseId: purchase.id, amountEur: purchase.price_eur ?? 0, description: `${purchase.coins} LoveCoins`,
    returnPath: purchase.return_path ?? '/', ...(purchase.checkout_key ? { checkoutKey: purchase.checkout_key } : {}),
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(order: PaymentOrder, status: PurchaseRecord['status']): string {
  const amount = `EUR ${order.amountEur.toFixed(2)}`;
  const base = mockPaymentProvider.checkoutUrl(order);
  const actions = status === 'pending'
    ? `<ul><li><a href="${base}/success">Pay ${amount}</a></li>
<li><a href="${base}/failure">Decline (card refused)</a></li>
<li><a href="${base}/cancel">Cancel and return</a></li></ul>`
    : `<p>This payment is ${escapeHtml(status)}.</p><p><a href="${escapeHtml(order.returnPath)}">Back to the site</a></p>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mock payment provider</title></head><body><main><h1>Mock payment provider</h1>
<p>${escapeHtml(order.description)}: ${amount}</p>${actions}</main></body></html>`;
}

function pendingOf(id: unknown, key: unknown): PurchaseRecord | null {
  const store = getStore();
  const purchase = store.purchases.find((p) => p.id === Number(id) && p.kind === 'lovecoins');
  if (!purchase?.checkout_key || purchase.checkout_key !== key) return null;
  return expireIfStale(store, purchase);
}
const notFound = () => HttpResponse.text('Unknown payment', { status: HTTP.notFound });

export const paymentProviderHandlers: HttpHandler[] = [
  // An address without its key: as unknown as a payment that does not exist.
  http.get(`*${MOCK_PROVIDER_PATH}/:id`, notFound),
  http.get(`*${MOCK_PROVIDER_PATH}/:id/:key`, ({ params }) => {
    const purchase = pendingOf(params.id, params.key);
    if (!purchase) return notFound();
    return new HttpResponse(page(orderOf(purchase), purchase.status), { headers: { 'content-type': 'text/html; charset=utf-8' } });
  }),
  http.get(`*${MOCK_PROVIDER_PATH}/:id/:key/:outcome`, ({ params }) => {
    const purchase = pendingOf(params.id, params.key);
    if (!purchase) return notFound();
    const outcome = PAYMENT_OUTCOMES.find((o) => o === params.outcome);
    if (!outcome) return HttpResponse.text('Unknown outcome', { status: HTTP.unprocessable });
    settlePurchase(getStore(), purchase, outcome);
    return new HttpResponse(null, { status: 303, headers: { location: mockPaymentProvider.returnUrl(orderOf(purchase), outcome) } });
  }),
];
