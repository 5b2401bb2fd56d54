export { createPortalClient } from './portal-client';
export type { PortalClient, PortalClientFunction, PortalClientGroup } from './portal-client';
export { createTransport } from './transport';
export type { CallOptions, PortalClientOptions, TokenGetter, Transport } from './transport';
export type { ProgressHandler, UploadOptions } from './upload';
export type { DriftReport, DroppedPart } from './tolerate';
export { IDEMPOTENT_WRITES, NOT_PROCESSED_STATUSES, retryClassOf, retryDelayMs } from './retry';
export type { RetryClass } from './retry';
export * from './errors';
