import { Router } from 'express';
import { HTTP } from '@portal/sdk';
import { operationById } from '@portal/sdk/schemas';
import { NO_STORE } from './caching';

/**
 * Liveness and readiness for load balancers and Kubernetes probes.
 * - GET /healthz: 200 while the process serves (liveness: a failure means "restart me").
 * - GET /readyz: 200 when the build is loaded (the app exists only then) and the API answers a
 *   cheap public read within READINESS_API_TIMEOUT_MS; 503 otherwise, and from the moment the
 *   server starts draining on SIGTERM (readiness: "send me no new traffic").
 * Neither is cached; both are logged at debug level only (logger.ts).
 */
export const HEALTH_PATH = '/healthz';
export const READINESS_PATH = '/readyz';
export const READINESS_API_TIMEOUT_MS = 1000;
/** The API read the readiness check makes: small, public and cacheable by the API. */
const READINESS_API_PATH = operationById.listCurrencies.path;

export interface Readiness {
  /** From now on /readyz answers 503 (SIGTERM). */
  startDraining(): void;
  readonly draining: boolean;
  /** Whether the API answered (any status below 500) within the time limit; concurrent probes share one call. */
  apiAnswers(): Promise<boolean>;
}

export function createReadiness(apiUrl: string, timeoutMs = READINESS_API_TIMEOUT_MS): Readiness {
  let draining = false;
  let inFlight: Promise<boolean> | null = null;
  const probe = async () => {
    try {
      const res = await fetch(`${apiUrl}${READINESS_API_PATH}`, { signal: AbortSignal.timeout(timeoutMs) });
      await res.body?.cancel();
      return res.status < HTTP.serverError;
    } catch {
      return false;
    }
  };
  return {
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    apiAnswers() {
      inFlight ??= probe().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}

export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  router.get(HEALTH_PATH, (_req, res) => {
    res.set('cache-control', NO_STORE).json({ status: 'ok' });
  });
  router.get(READINESS_PATH, async (_req, res) => {
    res.set('cache-control', NO_STORE);
    if (readiness.draining) {
      res.status(HTTP.unavailable).json({ status: 'draining' });
      return;
    }
    const api = await readiness.apiAnswers();
    // Draining may have begun while the API was asked.
    if (readiness.draining) res.status(HTTP.unavailable).json({ status: 'draining' });
    else if (api) res.json({ status: 'ready' });
    else res.status(HTTP.unavailable).json({ status: 'api-unavailable' });
  });
  return router;
}
