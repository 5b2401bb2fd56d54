import { describe, expect, it } from 'vitest';
import { isBotAgent } from '../../../ui/site/server/bot-agent';
import { newNonce } from '../../../ui/site/server/security';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('a document request', () => {
  it('tells a crawler from a browser, the same when asked again (remembered) and for an agent too long to remember', () => {
    for (let i = 0; i < 3; i++) {
      expect(isBotAgent(CRAWLER)).toBe(true);
      expect(isBotAgent(BROWSER)).toBe(false);
    }
    expect(isBotAgent(`${BROWSER} ${'x'.repeat(600)}`)).toBe(false);
    expect(isBotAgent(`${CRAWLER} ${'x'.repeat(600)}`)).toBe(true);
  });

  it('gets a CSP nonce of 128 bits that no other response shares, past the pool refilling', () => {
    const nonces = Array.from({ length: 1_000 }, newNonce);
    expect(new Set(nonces).size).toBe(1_000);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
