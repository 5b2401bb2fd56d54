import { BUSINESS_TYPES, DEFAULT_LOCALE, PROFILE_CATEGORIES, formatMoney, matchLocale, resolveUrl as abs, routePath, BUSINESS_DETAIL_ROUTE, CATEGORY_LIST_ROUTE, profileRouteFor } from '@portal/sdk';
import type { Locale } from '@portal/sdk';
import { confirmAge, isConfirmed, onAgeConfirmed } from './age';
import { fetchBusinesses, fetchProfiles } from './data';
import type { EmbedBusiness, EmbedProfile } from './data';
import type { EmbedCategory, EmbedTexts } from './dictionary';
import { fill, h } from './dom';
import { CSS } from './styles';

/** The widget's settings, read from the host element's data-* attributes. */
export interface EmbedConfig {
  locale: Locale;
  /** A profile category (escort…) or a business type (agencies…): which listing the widget shows. */
  category: EmbedCategory;
  country?: string;
  city?: string;
  limit: number;
  api: string;
  portal: string;
}

type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];
type BusinessType = (typeof BUSINESS_TYPES)[number];
const CATEGORIES: readonly string[] = [...PROFILE_CATEGORIES, ...BUSINESS_TYPES];
const isBusinessType = (c: EmbedCategory): c is BusinessType => (BUSINESS_TYPES as readonly string[]).includes(c);
const MAX_LIMIT = 24;
const AGE_COOKIE = { name: __PORTAL_EMBED__.ageCookie, maxAge: __PORTAL_EMBED__.ageMaxAge };

export function readConfig(el: HTMLElement): EmbedConfig {
  const d = el.dataset;
  // A BCP 47 tag reads as its catalog (`de-DE`, `pt-BR`, `cs`); anything else is English (docs/embedding.md).
  const locale = matchLocale(d.locale) ?? DEFAULT_LOCALE;
  const category = CATEGORIES.includes(d.category ?? '') ? (d.category as EmbedCategory) : 'escort';
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number.parseInt(d.limit ?? '', 10) || 8));
  const id = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : undefined);
  // The script's own origin is a sensible default when the portal serves the script itself.
  const portal = d.portal || d.api || location.origin;
  return { locale, category, country: id(d.country), city: id(d.city), limit, api: d.api || portal, portal };
}

function badgesOf(s: EmbedProfile['statuses']): Array<keyof EmbedTexts['badges']> {
  const out: Array<keyof EmbedTexts['badges']> = [];
  if (s.is_top) out.push('TOP');
  if (s.is_vip) out.push('VIP');
  if (s.is_new) out.push('NEW');
  if (s.is_independent) out.push('IND');
  if (s.is_verified) out.push('verified');
  return out;
}

/** What a card shows, whether it is a profile or a business. */
interface CardData {
  id: number;
  name: string;
  href: string;
  image: { image: string } | null;
  badges: Array<keyof EmbedTexts['badges']>;
  sponsored: boolean;
  lines: Array<string | null>;
}

function profileCard(p: EmbedProfile, cfg: EmbedConfig, t: EmbedTexts, plural: Intl.PluralRules): CardData {
  const ageText = fill(t.age[plural.select(p.age)] ?? t.age.other ?? '{count}', { count: p.age });
  return {
    id: p.id, name: p.name, image: p.main_image, badges: badgesOf(p.statuses), sponsored: p.statuses.is_vip || p.statuses.is_top,
    href: abs(routePath(profileRouteFor(p.category as ProfileCategory), { slug: p.slug }, cfg.locale), cfg.portal),
    lines: [`${ageText} · ${p.city.title}`, p.price_from && fill(t.priceFrom, { price: formatMoney(p.price_from.amount, p.price_from.currency, cfg.locale) })],
  };
}

function businessCard(b: EmbedBusiness, cfg: EmbedConfig): CardData {
  const type = (BUSINESS_TYPES as readonly string[]).includes(b.type) ? (b.type as BusinessType) : 'agencies';
  return {
    id: b.id, name: b.name, image: b.main_image, sponsored: b.is_vip || b.is_top,
    badges: [...(b.is_top ? ['TOP' as const] : []), ...(b.is_vip ? ['VIP' as const] : [])],
    href: abs(routePath(BUSINESS_DETAIL_ROUTE[type], { slug: b.slug }, cfg.locale), cfg.portal),
    lines: [b.city.title],
  };
}

function card(d: CardData, cfg: EmbedConfig, t: EmbedTexts): HTMLElement {
  return h('li', {},
    h('article', { class: 'c', 'aria-labelledby': `n${d.id}` },
      h('div', { class: 'm' },
        d.image
          ? h('img', { class: 'i', src: abs(d.image.image, cfg.api), alt: d.name, width: '300', height: '400', loading: 'lazy', decoding: 'async' })
          : h('span', { class: 'p', 'aria-hidden': 'true' }, d.name.charAt(0)),
        d.badges.length > 0 && h('ul', { class: 'bs' }, ...d.badges.map((b) => h('li', { class: `bd bd-${b}` }, t.badges[b]))),
        d.sponsored && h('span', { class: 'sp' }, t.sponsored),
      ),
      h('div', { class: 'bo' },
        h('h3', { class: 'n', id: `n${d.id}` }, h('a', { href: d.href, target: '_blank', rel: 'noopener' }, d.name)),
        ...d.lines.map((line, i) => line && h('p', { class: i === 0 ? 'me' : 'pr' }, line)),
      ),
    ),
  );
}

/** The age panel, in place above the cards: nothing covers the host page. */
function gate(cfg: EmbedConfig, t: EmbedTexts): HTMLElement {
  const button = h('button', { type: 'button', class: 'b' }, t.gateConfirm);
  button.addEventListener('click', () => confirmAge(AGE_COOKIE, cfg.portal));
  return h('div', { class: 'g', role: 'dialog', 'aria-modal': 'false', 'aria-labelledby': 'gt', 'aria-describedby': 'gb' },
    h('h3', { id: 'gt' }, t.gateTitle),
    h('p', { id: 'gb' }, t.gateBody),
    button,
  );
}

/**
 * Renders one widget into a shadow root of `host`. Nothing is fetched until the host scrolls
 * near the viewport; an unreachable API leaves a link to the portal's listing page instead.
 */
export function mount(host: HTMLElement): void {
  if (host.shadowRoot) return; // Mounted already (the script was included twice).
  const cfg = readConfig(host);
  const t = __PORTAL_EMBED__.texts[cfg.locale] ?? __PORTAL_EMBED__.texts.en!;
  const root = host.attachShadow({ mode: 'open' });
  const title = t.categories[cfg.category];
  const listHref = abs(routePath(CATEGORY_LIST_ROUTE[cfg.category], {}, cfg.locale), cfg.portal);
  const status = h('p', { class: 's', role: 'status' }, t.loading);
  const body = h('div', {}, status);
  const region = h('section', { class: 'w', lang: t.lang, 'aria-labelledby': 'wt' }, h('h2', { class: 't', id: 'wt' }, title), body);
  const style = h('style', {}, CSS);
  root.append(style, region);

  const applyAge = () => {
    const ok = isConfirmed(AGE_COOKIE);
    region.classList.toggle('blur', !ok);
    region.querySelector('.g')?.remove();
    if (!ok) region.insertBefore(gate(cfg, t), body);
  };
  applyAge();
  onAgeConfirmed(applyAge);

  const load = async () => {
    try {
      const signal = AbortSignal.timeout(10_000);
      const plural = new Intl.PluralRules(t.lang);
      const cards = isBusinessType(cfg.category)
        ? (await fetchBusinesses(cfg, signal)).map((b) => businessCard(b, cfg))
        : (await fetchProfiles(cfg, signal)).map((p) => profileCard(p, cfg, t, plural));
      status.textContent = cards.length === 0 ? t.empty : '';
      if (cards.length === 0) status.append(' ', h('a', { href: listHref, class: 'mo' }, title));
      const list = h('ul', { class: 'l', 'aria-labelledby': 'wt' }, ...cards.map((d) => card(d, cfg, t)));
      body.append(list, h('a', { class: 'mo', href: listHref, target: '_blank', rel: 'noopener' }, `${t.more}: ${title}`));
    } catch {
      status.textContent = `${t.error} `;
      status.append(h('a', { class: 'mo', href: listHref }, title));
    }
  };

  if (!('IntersectionObserver' in window)) {
    void load();
    return;
  }
  const io = new IntersectionObserver((entries) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    io.disconnect();
    void load();
  }, { rootMargin: '200px' });
  io.observe(host);
}
