import { describe, expect, it } from 'vitest';
import { isSameSitePath } from '../../../sdk/routes';
import { sameSiteLocation } from '../../../ui/site/server/redirect-target';

describe('redirect targets', () => {
  it.each(['/', '/escort?page=2', '/de/escort', '/login?redirect=%2Fclient%2Ffavorites'])('%s is a same-site path', (path) => {
    expect(isSameSitePath(path)).toBe(true);
    expect(sameSiteLocation(path)).toBe(path);
  });

  it.each(['//evil.example/', '/\\evil.example', '/\\/evil.example', 'https://evil.example/', 'evil.example', '/%0d%0aset-cookie:x\r\n', '/\tevil', ''])(
    '%j becomes the home page',
    (target) => {
      expect(sameSiteLocation(target)).toBe('/');
    },
  );

  it('refuses what is not a string', () => {
    expect(sameSiteLocation(undefined)).toBe('/');
    expect(sameSiteLocation(['/a'])).toBe('/');
  });
});
