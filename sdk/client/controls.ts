import type { Locale } from '../../schemas/constants';
import type { LocaleTag } from '../locale';
import type { Middleware, Transport } from './transport';

/** What every client (the full one and the listing one) has besides its endpoint functions. */
export interface ClientControls {
  /** The language sent as Content-Language. */
  getLocale(): Locale;
  /** Switches the Content-Language of later requests (no new client needed); a BCP 47 tag is read as its locale. */
  setLocale(locale: LocaleTag): void;
  /**
   * Adds openapi-fetch middleware for later requests, after the client's own headers and the
   * middleware already added, before the retry (see PortalClientOptions.middleware).
   */
  use(...middleware: Middleware[]): void;
  /** Removes middleware added by the `middleware` option or `use`. */
  eject(...middleware: Middleware[]): void;
  /** A path the API answered with (a card's `/media/...` image) as an absolute URL on the client's `baseUrl`. */
  resolveUrl(path: string): string;
}

export function clientControls(t: Transport): ClientControls {
  return { getLocale: t.getLocale, setLocale: t.setLocale, use: t.use, eject: t.eject, resolveUrl: t.resolveUrl };
}
