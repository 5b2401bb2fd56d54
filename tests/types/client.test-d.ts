import { describe, expectTypeOf, it } from 'vitest';
import { AbortedError, TimeoutError, createPortalClient, isPortalError, matchLocale } from '@portal/sdk';
import type {
  AnyPortalError, ApiError, CallOptions, Locale, LocaleTag, Middleware, NetworkError, PortalClient, PortalClientOptions, PortalError,
  PortalErrorKind, ProfileList, ProfileSummary, RetryOption, SchemaMismatchError, UnknownLocaleError,
} from '@portal/sdk';
import { createListingClient } from '@portal/sdk/listing';
import type { ListingClient } from '@portal/sdk/listing';

const client = createPortalClient({ baseUrl: 'https://api.example.test' });

describe('client results', () => {
  it('are the validated answers, typed by operation', () => {
    expectTypeOf(client.profiles.list).returns.resolves.toEqualTypeOf<ProfileList>();
    expectTypeOf(client.profiles.list).returns.resolves.toHaveProperty('data').toEqualTypeOf<ProfileSummary[]>();
    expectTypeOf<ProfileSummary['main_image']>().toEqualTypeOf<{ image: string; image_id: number } | null>();
    expectTypeOf(client.profiles.like).parameter(0).toEqualTypeOf<number>();
  });

  it('are the same from the listing client', () => {
    const listing: ListingClient = createListingClient({ baseUrl: '' });
    expectTypeOf(listing.profiles.list).returns.resolves.toEqualTypeOf<ProfileList>();
    expectTypeOf(listing.resolveUrl).toEqualTypeOf<(path: string) => string>();
  });
});

describe('client options', () => {
  it('take a locale or a BCP 47 tag of one, nothing else', () => {
    expectTypeOf<'pt-BR'>().toExtend<LocaleTag>();
    expectTypeOf<'cs'>().toExtend<LocaleTag>();
    expectTypeOf<Locale>().toExtend<LocaleTag>();
    expectTypeOf<'xx'>().not.toExtend<LocaleTag>();
    expectTypeOf<PortalClientOptions['locale']>().toEqualTypeOf<LocaleTag | (() => LocaleTag) | undefined>();
    // @ts-expect-error: not one of the nine
    createPortalClient({ baseUrl: '', locale: 'xx' });
    expectTypeOf(matchLocale).returns.toEqualTypeOf<Locale | undefined>();
    expectTypeOf(client.getLocale).returns.toEqualTypeOf<Locale>();
  });

  it('take headers, middleware, a retry policy, a timeout and fetch options', () => {
    expectTypeOf<{ limit: 3; statuses: [503] }>().toExtend<RetryOption>();
    expectTypeOf<false>().toExtend<RetryOption>();
    expectTypeOf<true>().not.toExtend<RetryOption>();
    expectTypeOf<CallOptions>().toHaveProperty('timeoutMs').toEqualTypeOf<number | undefined>();
    expectTypeOf<CallOptions>().toHaveProperty('signal').toEqualTypeOf<AbortSignal | undefined>();
    createPortalClient({
      baseUrl: '',
      headers: { 'X-Partner': 'acme' },
      middleware: [{ onRequest: ({ request }) => request }],
      retry: { limit: 2 },
      timeoutMs: 5_000,
      fetch: (request, init) => fetch(request, init as RequestInit),
      fetchOptions: { cache: 'force-cache', next: { revalidate: 60, tags: ['profiles'] } },
    });
    void client.profiles.list({}, 1, { headers: { 'X-Trace': null }, retry: false, fetchOptions: { next: { tags: ['p'] } } });
    // @ts-expect-error: fetchOptions.cache is a RequestCache
    void client.profiles.list({}, 1, { fetchOptions: { cache: 'sometimes' } });
    expectTypeOf(client.use).parameters.toEqualTypeOf<Middleware[]>();
  });
});

describe('errors', () => {
  it('are classes told apart by kind', () => {
    expectTypeOf<AnyPortalError['kind']>().toEqualTypeOf<PortalErrorKind>();
    expectTypeOf(new TimeoutError(1)).toExtend<PortalError>();
    expectTypeOf(new TimeoutError(1).kind).toEqualTypeOf<'timeout'>();
    expectTypeOf(new TimeoutError(1).timeoutMs).toEqualTypeOf<number>();
    expectTypeOf(new AbortedError().kind).toEqualTypeOf<'aborted'>();
    expectTypeOf<UnknownLocaleError>().toExtend<RangeError>();
  });

  it('narrow from unknown and by kind', () => {
    const describeError = (error: unknown) => {
      if (!isPortalError(error)) return expectTypeOf(error).toEqualTypeOf<unknown>();
      expectTypeOf(error).toEqualTypeOf<AnyPortalError>();
      switch (error.kind) {
        case 'api':
          expectTypeOf(error).toEqualTypeOf<ApiError>();
          return expectTypeOf(error.status).toEqualTypeOf<number>();
        case 'timeout':
          return expectTypeOf(error).toEqualTypeOf<TimeoutError>();
        case 'network':
          return expectTypeOf(error).toEqualTypeOf<NetworkError>();
        case 'schema-mismatch':
          return expectTypeOf(error.issues).toExtend<readonly unknown[]>();
        default:
          return expectTypeOf(error.i18nKey).toBeString();
      }
    };
    expectTypeOf(describeError).toBeFunction();
    expectTypeOf<SchemaMismatchError>().toHaveProperty('operation').toEqualTypeOf<string>();
  });

  it('a client is a PortalClient', () => {
    expectTypeOf(client).toEqualTypeOf<PortalClient>();
  });
});
