export { ProfileCardSkeleton } from './ProfileCardSkeleton';
