import type { ReactNode } from 'react';
import { LOCALE_BCP47 } from '../../../schemas/constants';
import type { Locale } from '../../../schemas/constants';
import '../../styles/global.css';

/**
 * The whole HTML document, rendered by React on the server and hydrated as `document` in the
 * browser. Only what never changes between pages of one language lives here; titles, meta tags
 * and links come from the pages and the SEO head and are hoisted into <head> by React 19.
 */
export function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <html lang={LOCALE_BCP47[locale]} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="dark" />
        <meta name="theme-color" content="#0e0b12" />
        <meta name="rating" content="adult" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
