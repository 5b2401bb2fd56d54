import type { HttpHandler } from 'msw';
import { operations } from '../../schemas';
import type { OperationId } from '../../schemas';
import { operationHandler } from './adapter';
import { businessImpls } from './businesses';
import { clientImpls } from './client';
import { controlHandlers, mediaFileHandlers } from './control';
import { mediaImpls } from './media';
import { methodNotAllowedHandlers } from './method-not-allowed';
import { paymentProviderHandlers } from './payment-provider';
import { paymentImpls } from './payments';
import { profileImpls } from './profiles';
import { referenceImpls } from './reference';
import { reviewImpls } from './reviews';
import { sessionImpls } from './session';
import { settingsImpls } from './settings';
import type { Impl, ImplMap } from './types';

/** Every operation's implementation; leaving one out is a type error. */
export const implementations: ImplMap = {
  ...sessionImpls,
  ...profileImpls,
  ...reviewImpls,
  ...businessImpls,
  ...referenceImpls,
  ...mediaImpls,
  ...clientImpls,
  ...paymentImpls,
  ...settingsImpls,
};

export const apiHandlers: HttpHandler[] = operations.map((op) =>
  operationHandler(op, implementations[op.id] as Impl<OperationId>));

/**
 * Control routes first (they are never API paths), the mock provider's page, then the API, then
 * media files, then 405 for any other method on an API path.
 */
export const handlers: HttpHandler[] = [
  ...controlHandlers, ...paymentProviderHandlers, ...apiHandlers, ...mediaFileHandlers, ...methodNotAllowedHandlers,
];

export { operationHandler, toMswPath } from './adapter';
export { ApiError } from './errors';
export { clearContractViolations, getContractViolations, MockContractError, setStrictContract } from './contract';
export type { Ctx, Impl, ImplMap, ImplsOf, ResponseOf } from './types';
