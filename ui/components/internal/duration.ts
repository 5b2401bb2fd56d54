import type { TFunction } from 'i18next';
import { rateDurationLabel } from './format';
import type { RateDuration } from './format';

/** '15 min', '1.5 h', '2 days'… (the spec's rate durations) in the reader's language. */
export function durationText(duration: RateDuration, t: TFunction): string {
  const { key, count } = rateDurationLabel(duration);
  return t(key, { count });
}
