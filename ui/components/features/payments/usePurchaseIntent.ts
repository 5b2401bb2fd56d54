import { useMutation } from '@tanstack/react-query';
import type { UseMutationOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Purchase, Wallet, AnyPortalError } from '@portal/sdk';
import { isRetryablePurchaseError, nextIntent, settleIntent } from './intent';
import type { PurchaseIntent } from './intent';
import { requestId } from '@portal/sdk';

/** What a purchase answered with (PurchaseResult). */
export interface PurchaseAnswer {
  message: string;
  /** `payment_url`: a money purchase is pending until paid on the provider's page. */
  data: { wallet: Wallet; purchase: Purchase; payment_url?: string };
}

/**
 * Where a purchase stands, for the buttons and messages:
 * - `insufficient`: not enough LoveCoins, known before sending (`missing` coins) or from a 402;
 * - `error`: any other failure; `retryable` says whether "Try again" re-sends the same request id.
 */
export type PurchaseStatus<Item extends string> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'pending'; readonly item: Item }
  | { readonly kind: 'success'; readonly item: Item; readonly answer: PurchaseAnswer }
  | { readonly kind: 'insufficient'; readonly item: Item; readonly missing: number | null }
  | { readonly kind: 'error'; readonly item: Item; readonly error: unknown; readonly retryable: boolean };

export const IDLE_PURCHASE = { kind: 'idle' } as const;

type Options<Vars, Answer> = UseMutationOptions<Answer, AnyPortalError, Vars>;

/**
 * One purchase at a time, idempotent by intent (./intent): a click while one is
 * pending is ignored (a ref, because a double click fires twice before React re-renders the
 * button disabled), "Try again" after a failure re-sends the same request id, and a new purchase
 * after a success gets a fresh one. The client's own retry re-sends the same body, so the same id.
 */
export function usePurchaseIntent<Item extends string, Vars, Answer extends PurchaseAnswer = PurchaseAnswer, Detail = undefined>(
  options: Options<Vars, Answer>,
  /** `detail`: what else the purchase carries (a package's confirmed quote); "Try again" re-sends the last one. */
  varsOf: (item: Item, requestId: string, detail: Detail | undefined) => Vars,
  /** A check before sending: return a status to stop there (the insufficient path), or null to go on. */
  precheck?: (item: Item, detail: Detail | undefined) => PurchaseStatus<Item> | null,
) {
  const mutation = useMutation(options);
  const intent = useRef<PurchaseIntent | null>(null);
  const lastDetail = useRef<Detail | undefined>(undefined);
  const [status, setStatus] = useState<PurchaseStatus<Item>>(IDLE_PURCHASE);
  const latest = useRef({ mutateAsync: mutation.mutateAsync, varsOf, precheck });
  useEffect(() => {
    latest.current = { mutateAsync: mutation.mutateAsync, varsOf, precheck };
  });

  const buy = useCallback(async (item: Item, detail?: Detail): Promise<Answer | undefined> => {
    if (intent.current?.state === 'pending') return undefined;
    lastDetail.current = detail;
    const stop = latest.current.precheck?.(item, detail) ?? null;
    if (stop) {
      setStatus(stop);
      return undefined;
    }
    const next = nextIntent(intent.current, item, requestId);
    if (!next) return undefined;
    intent.current = next;
    setStatus({ kind: 'pending', item });
    try {
      const answer = await latest.current.mutateAsync(latest.current.varsOf(item, next.requestId, detail));
      intent.current = settleIntent(next, null);
      setStatus({ kind: 'success', item, answer });
      return answer;
    } catch (error) {
      intent.current = settleIntent(next, error);
      const kind = (error as { kind?: unknown }).kind;
      setStatus(kind === 'insufficient-balance'
        ? { kind: 'insufficient', item, missing: null }
        : { kind: 'error', item, error, retryable: isRetryablePurchaseError(error) });
      return undefined;
    }
  }, []);

  const retry = useCallback(() => {
    if (status.kind === 'error' || status.kind === 'insufficient') return buy(status.item, lastDetail.current);
    return Promise.resolve(undefined);
  }, [buy, status]);

  const reset = useCallback(() => {
    if (intent.current?.state !== 'pending') setStatus(IDLE_PURCHASE);
  }, []);

  return {
    status,
    buy,
    retry,
    reset,
    /** Disable every buy button while true. */
    pending: status.kind === 'pending',
    /** The request id the current (or last) intent uses; for logs and tests. */
    requestIdOf: () => intent.current?.requestId ?? null,
  };
}
