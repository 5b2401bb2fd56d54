import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import * as first from '../../../sdk/client/errors';
import { UnknownLocaleError } from '../../../sdk/locale';

/**
 * Two copies of the error classes, as an app gets when one of its dependencies loads the SDK's
 * CommonJS build and another its ESM build: an error thrown by one copy is still an SDK error,
 * and of its own class, for the other (the package tier checks the two real builds).
 */
async function secondCopy() {
  vi.resetModules();
  const errors = await import('../../../sdk/client/errors');
  const locale = await import('../../../sdk/locale');
  return { ...errors, UnknownLocaleError: locale.UnknownLocaleError };
}

describe('error identity across copies of the SDK', () => {
  it('is a second copy indeed: its classes are other objects', async () => {
    const second = await secondCopy();
    expect(second.NetworkError).not.toBe(first.NetworkError);
    expect(second.UnknownLocaleError).not.toBe(UnknownLocaleError);
  });

  it('an error of one copy is isPortalError, instanceof PortalError and of its own class for the other', async () => {
    const second = await secondCopy();
    const error = new second.NetworkError(new TypeError('fetch failed'));
    expect(first.isPortalError(error)).toBe(true);
    expect(error instanceof first.PortalError).toBe(true);
    expect(error instanceof first.NetworkError).toBe(true);
    expect(error instanceof Error).toBe(true);
    const api = new first.ApiError(503, null);
    expect(second.isPortalError(api)).toBe(true);
    expect(api instanceof second.ApiError).toBe(true);
  });

  it('and not of another class: instanceof compares the kind', async () => {
    const second = await secondCopy();
    const error = new second.NetworkError();
    expect(error instanceof first.ApiError).toBe(false);
    expect(error instanceof first.TimeoutError).toBe(false);
    expect(new first.ApiError(500, null) instanceof first.NetworkError).toBe(false);
  });

  it('is not fooled by a look-alike: an object with the same kind but no mark', () => {
    const lookAlike = Object.assign(new Error('Network request failed'), { kind: 'network', i18nKey: 'errors.network' });
    expect(first.isPortalError(lookAlike)).toBe(false);
    expect(lookAlike instanceof first.NetworkError).toBe(false);
    expect((null as unknown) instanceof first.PortalError).toBe(false);
    expect(('network' as unknown) instanceof first.PortalError).toBe(false);
  });

  it('UnknownLocaleError too', async () => {
    const second = await secondCopy();
    const error = new second.UnknownLocaleError('xx');
    expect(error instanceof UnknownLocaleError).toBe(true);
    expect(error instanceof RangeError).toBe(true);
    expect(new RangeError('x') instanceof UnknownLocaleError).toBe(false);
  });

  it('keeps the mark out of what a log or JSON shows', () => {
    const error = new first.ApiError(404, { message: 'Not found' });
    expect(inspect(error)).not.toContain('Symbol(');
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ kind: 'api', status: 404 });
  });
});
