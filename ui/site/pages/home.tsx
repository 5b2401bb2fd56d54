import { HomePage, homeLoader } from '../page-kit/HomePage';

/** § 2 home. */
export const loader = homeLoader;

export default function Page() {
  return <HomePage />;
}
