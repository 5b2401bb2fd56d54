export { VerifiedBadge } from './VerifiedBadge';
