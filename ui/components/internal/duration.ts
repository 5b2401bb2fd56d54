import type { TFunction } from 'i18next';

/** '15 min', '1.5 h', '2 days'… (the spec's rate durations) in the reader's language. */
export function durationText(duration: string, t: TFunction): string {
  const match = /^(\d+(?:\.\d+)?)\s*(min|h|days?)$/.exec(duration);
  if (!match) return duration;
  const count = Number(match[1]);
  const unit = match[2] === 'min' ? 'minutes' : match[2] === 'h' ? 'hours' : 'days';
  return t(`units.${unit}`, { count });
}
