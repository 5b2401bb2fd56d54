import { Link } from 'react-router';
import type { LinkComponentProps } from '@portal/components/LinkProvider';

/** Links of the components navigate inside the story's MemoryRouter instead of leaving the canvas. */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}
