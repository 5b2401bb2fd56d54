import { createContext, createElement, useContext } from 'react';
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain anchor: full page loads, which is what server rendering without a router needs. */
const Anchor: LinkComponent = (props) => <a {...props} />;

const LinkContext = createContext<LinkComponent>(Anchor);

/**
 * Lets the host decide how links navigate (a router's `Link` for client-side navigation) while
 * components keep taking plain `href` strings, so they render the same on the server.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link every component renders: the provided component, or `<a>`. */
export function AppLink(props: LinkComponentProps) {
  // The component comes from context, set once by the host; it is not created during render.
  return createElement(useContext(LinkContext), props);
}
