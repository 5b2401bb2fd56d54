import { formatDate as formatDateIntl, formatDateTime, formatHeight, formatMoney, formatNumber, formatWeight, rateDurationLabel } from '@portal/sdk';
import type { RateDuration } from '@portal/sdk';

/** The SDK's Intl helpers, with the components' one rule added: dates in UTC. */
export { formatHeight, formatMoney, formatNumber, formatWeight, rateDurationLabel };
export type { RateDuration };

/**
 * A date (or date and time) in UTC, so the server-rendered text equals the hydrated one
 * whatever the visitor's time zone.
 */
export function formatDate(iso: string, locale: string, withTime = false): string {
  return withTime
    ? formatDateTime(iso, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
    : formatDateIntl(iso, locale, { dateStyle: 'medium', timeZone: 'UTC' });
}
