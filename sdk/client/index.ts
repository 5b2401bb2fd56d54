export { createPortalClient } from './portal-client';
export type { PortalClient, PortalClientFunction, PortalClientGroup } from './portal-client';
export { createTransport } from './transport';
export type {
  CallOptions, FetchFunction, FetchOptions, HeaderValues, Middleware, PortalClientOptions, RequestSettings, SchemaCompiler, TokenGetter, Transport,
} from './transport';
export type { ClientControls } from './controls';
export { resolveUrl } from '../resolve-url';
export type { ProgressHandler, UploadOptions } from './upload';
export type { DriftReport, DroppedPart } from './tolerate';
export { DEFAULT_RETRY_POLICY, IDEMPOTENT_WRITES, NOT_PROCESSED_STATUSES, retryClassOf, retryDelayMs } from './retry';
export type { RetryClass, RetryOption, RetryPolicy } from './retry';
export * from './errors';
