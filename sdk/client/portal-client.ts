import { businessEndpoints } from '../endpoints/businesses';
import { accountEndpoints, mediaEndpoints } from '../endpoints/media';
import { paymentEndpoints } from '../endpoints/payments';
import { profileEndpoints } from '../endpoints/profiles';
import { referenceEndpoints } from '../endpoints/reference';
import { reviewEndpoints } from '../endpoints/reviews';
import { sessionEndpoints } from '../endpoints/session';
import { calendarEndpoints, settingsEndpoints } from '../endpoints/settings';
import { clientControls } from './controls';
import type { ClientControls } from './controls';
import { createTransport } from './transport';
import type { PortalClientOptions } from './transport';

/**
 * The portal API client: one function per operation, grouped by resource. Every function takes
 * its call options last (`signal`, `headers`, `retry`, `timeoutMs`, `fetchOptions`: CallOptions),
 * returns the answer parsed and validated against the operation's response schema, and throws a
 * PortalError (see ./errors) otherwise.
 */
export function createPortalClient(options: PortalClientOptions) {
  const t = createTransport(options);
  return {
    ...clientControls(t),
    session: sessionEndpoints(t),
    profiles: profileEndpoints(t),
    reviews: reviewEndpoints(t),
    businesses: businessEndpoints(t),
    reference: referenceEndpoints(t),
    media: mediaEndpoints(t),
    account: accountEndpoints(t),
    payments: paymentEndpoints(t),
    settings: settingsEndpoints(t),
    calendar: calendarEndpoints(t),
  };
}

/** The client `createPortalClient` returns: every operation of the API, grouped by resource. */
export type PortalClient = ReturnType<typeof createPortalClient>;
export type PortalClientGroup = Exclude<keyof PortalClient, keyof ClientControls>;
/** 'group.function', e.g. 'profiles.list'. */
export type PortalClientFunction = {
  [G in PortalClientGroup]: `${G}.${keyof PortalClient[G] & string}`;
}[PortalClientGroup];
