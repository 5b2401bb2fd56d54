import { describe, expect, it } from 'vitest';
import { createListingClient } from '@portal/sdk/listing';
import { resolveUrl } from '../../../sdk/resolve-url';
import { client } from './server';

/** The one rule for the API's paths (the React widget's pictures, the script-tag widget's pictures and links). */
describe('resolveUrl', () => {
  it.each([
    ['/media/1.jpg', 'https://api.example', 'https://api.example/media/1.jpg'],
    ['/media/1.jpg', 'https://api.example/', 'https://api.example/media/1.jpg'],
    ['/media/1.jpg', 'https://example.com/portal-api/', 'https://example.com/portal-api/media/1.jpg'],
    ['media/1.jpg', 'https://api.example', 'https://api.example/media/1.jpg'],
    ['/api/profile?page=2', 'https://api.example', 'https://api.example/api/profile?page=2'],
    ['https://cdn.example/1.jpg', 'https://api.example', 'https://cdn.example/1.jpg'],
    ['data:image/png;base64,AAAA', 'https://api.example', 'data:image/png;base64,AAAA'],
    ['//cdn.example/1.jpg', 'https://api.example', '//cdn.example/1.jpg'],
    ['/media/1.jpg', '', '/media/1.jpg'],
    ['//cdn.example/1.jpg', '', '//cdn.example/1.jpg'],
  ])('%s on %j -> %s', (path, base, url) => {
    expect(resolveUrl(path, base)).toBe(url);
  });

  it('is what a client reads its answers’ paths with, on its own baseUrl', () => {
    expect(client().resolveUrl('/media/7.webp')).toBe('http://api.test/media/7.webp');
    expect(createListingClient({ baseUrl: 'https://partner.example/api-proxy' }).resolveUrl('/media/7.webp'))
      .toBe('https://partner.example/api-proxy/media/7.webp');
  });
});
