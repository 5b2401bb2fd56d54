import type { ReactNode } from 'react';
import { LOCALE_BCP47 } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import '../../styles/global.css';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Only what never changes between pages of one language lives here; titles, meta tags
 * and links come from the pages and the SEO head and are hoisted into <head> by React 19.
 */
export interface DocumentProps {
  locale: Locale;
  /**
   * Server-only head content (stylesheet and modulepreload resources). It sits in <head> so the
   * body's tree is the same on both sides: useId values depend on the position of components, and
   * an extra sibling in the body would shift every id (aria-controls, labels) at hydration.
   */
  head?: ReactNode;
  children: ReactNode;
}

export function Document({ locale, head = null, children }: DocumentProps) {
  return (
    <html lang={LOCALE_BCP47[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0e0b12" />
        <meta name="rating" content="adult" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {head}
      </head>
      <body>{children}</body>
    </html>
  );
}
