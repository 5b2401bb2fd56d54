import { describe, expect, it } from 'vitest';
import { HTTP } from '../../../schemas/constants';
import { ApiError, MalformedResponseError, NetworkError, SchemaMismatchError, WrongPasswordError } from '../../../sdk/client/errors';
import { asRouteError, isUpstreamRouteError, upstreamStatus } from '../../../ui/site/data/upstream-errors';

describe('a loader failure the API caused becomes a gateway error page', () => {
  it.each([
    ['no answer at all', new NetworkError(), HTTP.unavailable],
    ['the API unavailable', new ApiError(HTTP.unavailable, { message: 'Maintenance' }), HTTP.unavailable],
    ['the API rate-limiting', new ApiError(HTTP.tooManyRequests, {}), HTTP.unavailable],
    ['a server error', new ApiError(HTTP.serverError, { message: 'Server Error' }), HTTP.badGateway],
    ['a cut-off body', new MalformedResponseError(HTTP.ok, '{"data":['), HTTP.badGateway],
    ['a body breaking the schema', new SchemaMismatchError([], 'GET /api/profile'), HTTP.badGateway],
  ])('%s answers %i with the upstream marker', (_what, error, status) => {
    expect(upstreamStatus(error)).toBe(status);
    // What a loader throws: React Router turns it into the route error response of that status.
    expect(asRouteError(error)).toMatchObject({ data: { upstream: true }, init: { status } });
  });

  it.each([
    ['a missing profile', new ApiError(HTTP.notFound, {})],
    ['a refused login', new WrongPasswordError(401)],
    ['a programming error', new TypeError('x is undefined')],
  ])('%s is not the API host failing and keeps its own path', (_what, error) => {
    expect(upstreamStatus(error)).toBeNull();
    expect(asRouteError(error)).toBe(error);
    expect(isUpstreamRouteError(error)).toBe(false);
  });
});
