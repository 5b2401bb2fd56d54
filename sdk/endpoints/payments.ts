import { HTTP } from '../../schemas/constants';
import type { BuyLoveCoinsRequest, BuyPackageRequest } from '../../schemas/api/payments';
import { loadOperations, responseOf } from './operation-schemas';
import { ApiError, InsufficientBalanceError, NotPromotableError, PaymentUnavailableError, QuoteChangedError } from '../client/errors';
import type { PortalError } from '../client/errors';
import type { CallOptions, Transport } from '../client/transport';
import * as routes from '../generated/operations';
import { endpoint } from './derive';
import { mapFailure } from './outcomes';
import { send } from './send';

/** The request id may be given (to make a user's own repeat idempotent too); one is made otherwise. */
type WithRequestId<T extends { request_id: string }> = Omit<T, 'request_id'> & { request_id?: string };

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, so fall back to getRandomValues. */
export function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** §8 payment: 503 means online payment is unavailable; 402 means not enough LoveCoins. */
const paymentFailure = (error: PortalError) => {
  if (!(error instanceof ApiError)) return undefined;
  if (error.status === HTTP.unavailable) return new PaymentUnavailableError(error);
  if (error.status === HTTP.paymentRequired) return new InsufficientBalanceError(error.message, error);
  return undefined;
};

/**
 * A TOP/VIP purchase's 409 (docs/decisions/package-purchase.md): the confirmed quote is stale (the
 * new one comes with it), or the target is hidden from visitors. Anything else stays an ApiError.
 * The 409's body is read with the schema the operation declares for it, loaded with the others (if
 * they cannot be loaded, the 409 stays an ApiError).
 */
const packageFailure = async (error: PortalError) => {
  if (error instanceof ApiError && error.status === HTTP.conflict) {
    const operations = await loadOperations().catch(() => null);
    const conflict = operations?.buyPackage.errorBodies[HTTP.conflict].schema.safeParse(error.body);
    if (conflict?.success && conflict.data.reason === 'quote_changed') {
      return new QuoteChangedError(conflict.data.message, conflict.data.data.current, conflict.data.data.wallet, error);
    }
    if (conflict?.success) return new NotPromotableError(conflict.data.message, error);
  }
  return paymentFailure(error);
};

/**
 * LoveCoins and TOP/VIP packages. Each purchase carries a `request_id`: the server charges an id
 * once, which is what lets the client retry a purchase whose answer was lost. The reads are derived
 * from their operations (./derive); the purchases are written here: they make the request id when
 * the caller gave none, and their refusals are the payment errors (a 409's body read by its schema).
 */
export function paymentEndpoints(t: Transport) {
  return {
    /**
     * POST /api/lovecoins/purchase: starts a money payment. The purchase is pending; send the
     * payer to `data.payment_url` (the provider's page), which returns to `return_path`.
     */
    buyLoveCoins: (input: WithRequestId<BuyLoveCoinsRequest>, o?: CallOptions) => {
      const body = { ...input, request_id: input.request_id ?? requestId() };
      return mapFailure(send(t, routes.buyLoveCoins, responseOf('buyLoveCoins'), { body }, o), paymentFailure);
    },
    /**
     * POST /api/packages/purchase: TOP or VIP, paid in LoveCoins, with the figures of the quote the
     * payer confirmed (`confirmed`, see `confirmedOf`). A stale quote throws QuoteChangedError
     * carrying the new one (nothing charged); a target visitors cannot see, NotPromotableError.
     */
    buyPackage: (input: WithRequestId<BuyPackageRequest>, o?: CallOptions) => {
      const body = { ...input, request_id: input.request_id ?? requestId() };
      return mapFailure(send(t, routes.buyPackage, responseOf('buyPackage'), { body }, o), packageFailure);
    },
    /** GET /api/packages/current: the package held now and until when (the one source of its end date). */
    currentPackage: endpoint(t, routes.getCurrentPackage),
    /** GET /api/purchases: purchase history of a profile or business. */
    purchases: endpoint(t, routes.listPurchases),
  };
}
