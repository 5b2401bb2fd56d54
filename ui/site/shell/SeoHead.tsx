import { useLocation } from 'react-router';
import { LOCALES, SITE_NAME, localizePath } from '@portal/sdk';
import { LOCALE_OPEN_GRAPH } from './open-graph';
import { useSiteShell } from '../context';
import { alternatesFor } from './seo';

/** Canonical, hreflang alternates and the page-independent Open Graph tags; React hoists them into <head>. */
export function SeoHead() {
  const { services } = useSiteShell();
  const location = useLocation();
  const alt = alternatesFor(services.origin, localizePath(location.pathname + location.search, services.locale));
  if (!alt) return <meta name="robots" content="noindex" />;
  return (
    <>
      <link rel="canonical" href={alt.canonical} />
      {alt.languages.map((l) => (
        <link key={l.hrefLang} rel="alternate" hrefLang={l.hrefLang} href={l.href} />
      ))}
      {!alt.index && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:url" content={alt.canonical} />
      <meta property="og:locale" content={LOCALE_OPEN_GRAPH[services.locale]} />
      {LOCALES.filter((l) => l !== services.locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={LOCALE_OPEN_GRAPH[l]} />
      ))}
    </>
  );
}
