import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { splitLocale } from '@portal/sdk';
import { useLocale } from '../context';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A full site path as `routePath()` builds it, language prefix included (`/de/escort`). */
  href: string;
  children?: ReactNode;
}

/** A scheme (`https:`) or a protocol-relative start (`//`): not a path of this router. */
const NOT_A_PATH = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * A link to a page of the site. Paths from the SDK carry the language prefix, while each
 * language's router has that prefix as its basename; so a same-language link is a client
 * navigation with the prefix stripped, and a link into another language is a document load.
 */
export function SiteLink({ href, children, ...rest }: SiteLinkProps) {
  const locale = useLocale();
  const target = splitLocale(href);
  if (target.locale !== locale || !href.startsWith('/') || NOT_A_PATH.test(target.path)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <RouterAnchor to={target.path} {...rest}>
      {children}
    </RouterAnchor>
  );
}

/**
 * What React Router's `<Link>` does for a path, with the router's own hooks: the href under the
 * basename, and a plain left click (no modifier key, no other target) becomes a client navigation,
 * after the caller's own `onClick` unless that prevented it. `<Link>` itself also carries
 * prefetching, masks and framework mode's route discovery, none of which this site uses; they cost
 * every page ~1.5 kB gzip in the shell (issue 27). (The site used `discover="none"`: the router
 * knows every route, so `data-discover` on every link was only weight.)
 */
function RouterAnchor({ to, onClick, target, children, ...rest }: Omit<SiteLinkProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return (
    <a {...rest} href={href} onClick={handleClick} target={target}>
      {children}
    </a>
  );
}
