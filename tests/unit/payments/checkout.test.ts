import { describe, expect, it } from 'vitest';
import { PACKAGE_DAYS, PACKAGE_PRICES_COINS, PACKAGE_SWITCH_CREDIT_PERCENT } from '../../../schemas/constants';
import { quotePackage, switchCredit, unusedDays } from '../../../sdk/payments/quote';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-03-10T12:00:00Z');
const TOP = PACKAGE_PRICES_COINS.individual.TOP;
const VIP = PACKAGE_PRICES_COINS.individual.VIP;
const topEnding = (daysLeft: number) => ({ type: 'TOP' as const, valid_until: new Date(NOW + daysLeft).toISOString(), paid_coins: TOP });

describe('the switch rule (every unused paid day credited, up and down)', () => {
  it('counts whole days left; the day in progress is used', () => {
    expect(unusedDays(NOW + 10 * DAY + 1, NOW)).toBe(10);
    expect(unusedDays(NOW + 10 * DAY - 1, NOW)).toBe(9);
    expect(unusedDays(NOW - DAY, NOW)).toBe(0);
    expect(unusedDays(null, NOW)).toBe(0);
  });

  it('credits the unused share of what was paid, rounded down to whole LoveCoins', () => {
    expect(PACKAGE_SWITCH_CREDIT_PERCENT).toBe(100);
    expect(switchCredit(TOP, PACKAGE_DAYS)).toBe(TOP);
    expect(switchCredit(TOP, 15)).toBe(TOP / 2);
    expect(switchCredit(TOP, 1)).toBe(Math.floor(TOP / PACKAGE_DAYS));
    expect(switchCredit(TOP, 0)).toBe(0);
  });

  it('TOP -> VIP: the new package starts now for PACKAGE_DAYS, the charge is its price minus the credit', () => {
    const quote = quotePackage('individual', topEnding(15 * DAY + 3_600_000), 'VIP', NOW);
    expect(quote.choice).toEqual({ kind: 'switch', from: 'TOP', to: 'VIP' });
    expect([quote.unusedDays, quote.credit, quote.charge]).toEqual([15, TOP / 2, VIP - TOP / 2]);
    expect([quote.validFrom, quote.validUntil]).toEqual([NOW, NOW + PACKAGE_DAYS * DAY]);
  });

  it('VIP -> TOP follows the same rule: every unused day is credited and what the price does not use goes back to the balance', () => {
    // VIP bought a minute ago, switched to TOP: 29 unused days are worth 290, not the TOP price (150).
    const held = { type: 'VIP' as const, valid_until: NOW + PACKAGE_DAYS * DAY - 60_000, paid_coins: VIP };
    const quote = quotePackage('individual', held, 'TOP', NOW);
    expect([quote.unusedDays, quote.credit, quote.charge]).toEqual([29, 290, TOP - 290]);
  });

  it.each(['individual', 'business'] as const)('one rule both ways, exact to the day (%s): credit = paid x unused days / 30', (audience) => {
    const prices = PACKAGE_PRICES_COINS[audience];
    for (const [from, to] of [['TOP', 'VIP'], ['VIP', 'TOP']] as const) {
      for (const days of [0, 1, 7, 15, 29]) {
        const held = { type: from, valid_until: NOW + days * DAY + 60_000, paid_coins: prices[from] };
        const quote = quotePackage(audience, held, to, NOW);
        const credit = Math.floor((prices[from] * days) / PACKAGE_DAYS);
        expect([quote.unusedDays, quote.credit, quote.charge], `${from} -> ${to}, ${days} days`).toEqual([days, credit, prices[to] - credit]);
      }
    }
  });

  it('an extension adds its days after the running end and credits nothing', () => {
    const end = NOW + 5 * DAY;
    const quote = quotePackage('individual', { type: 'TOP', valid_until: end, paid_coins: TOP }, 'TOP', NOW);
    expect(quote.choice.kind).toBe('extend');
    expect([quote.credit, quote.charge, quote.validFrom, quote.validUntil]).toEqual([0, TOP, end, end + PACKAGE_DAYS * DAY]);
  });

  it('an expired package is no package: a new purchase starting now', () => {
    const quote = quotePackage('individual', topEnding(-DAY), 'VIP', NOW);
    expect([quote.choice.kind, quote.credit, quote.charge, quote.validFrom]).toEqual(['new', 0, VIP, NOW]);
  });
});
