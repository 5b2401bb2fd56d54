/** HTTP (§7): the statuses the product relies on by meaning, which are errors, and the client's retry rule. */

/** HTTP statuses the product relies on by meaning. */
export const HTTP = {
  ok: 200,
  created: 201,
  movedPermanently: 301,
  found: 302,
  seeOther: 303,
  badRequest: 400,
  unauthorized: 401,
  paymentRequired: 402,
  forbidden: 403,
  notFound: 404,
  methodNotAllowed: 405,
  requestTimeout: 408,
  lengthRequired: 411,
  payloadTooLarge: 413,
  conflict: 409,
  gone: 410,
  unprocessable: 422,
  tooEarly: 425,
  tooManyRequests: 429,
  serverError: 500,
  badGateway: 502,
  unavailable: 503,
  gatewayTimeout: 504,
} as const;

/** §7: statuses 400 to 599 are errors. */
export const ERROR_STATUS_MIN = 400;
export const ERROR_STATUS_MAX = 599;

/** §7: the generic client retries once, on network failure and on these statuses. */
export const RETRY_STATUSES = [408, 409, 425, 429, 500, 502, 503, 504] as const;
export const MAX_RETRIES = 1;
/** `Retry-After` is honoured up to this many milliseconds; a longer one is cut to it (still one retry). */
export const RETRY_AFTER_CAP_MS = 2000;
/** Delay before the single retry when the server gives no `Retry-After`. */
export const RETRY_DELAY_MS = 250;

/**
 * The request headers the API accepts from a browser on another origin (its CORS preflight's
 * `Access-Control-Allow-Headers`): what the client sets itself (`Authorization`,
 * `Content-Language`, `Content-Type`), `Accept-Language`, and two an app may add: `X-Request-Id`
 * (to trace a call in the API's logs) and `X-Partner` (a partner site's code). Any other header
 * makes a browser's preflight fail, which the client reports as a NetworkError; a server (Node,
 * a server component) sends what it likes, as no preflight is made there.
 */
export const CROSS_ORIGIN_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Content-Language', 'Accept-Language', 'X-Request-Id', 'X-Partner'] as const;
