import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { splitLocale } from '@portal/sdk';
import { useLocale } from '../context';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A full site path as `routePath()` builds it, language prefix included (`/de/escort`). */
  href: string;
  children?: ReactNode;
}

/**
 * A link to a page of the site. Paths from the SDK carry the language prefix, while each
 * language's router has that prefix as its basename; so a same-language link is a client
 * navigation with the prefix stripped, and a link into another language is a document load.
 * `discover="none"`: React Router's lazy route discovery is framework mode's (this site's router
 * knows every route), so its `data-discover` attribute on every link was only weight (~1.4 kB of
 * the listing's HTML).
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const locale = useLocale();
  const target = splitLocale(href);
  if (target.locale !== locale || !href.startsWith('/')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target.path} discover="none" {...rest}>
      {children}
    </Link>
  );
}
