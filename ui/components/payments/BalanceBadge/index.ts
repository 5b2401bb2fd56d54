export { BalanceBadge } from './BalanceBadge';
export type { BalanceBadgeProps } from './BalanceBadge';
