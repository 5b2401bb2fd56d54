export { ProfileNav } from './ProfileNav';
export type { ProfileNavProps } from './ProfileNav';
