import { LOCALES, PROFILE_CATEGORIES } from '../../schemas/constants';
import type { Locale } from '../../schemas/constants';
import { formatMoney } from '../../sdk/i18n/format';
import { routePath } from '../../sdk/routes';
import { CATEGORY_LIST_ROUTE, profileRouteFor } from '../../sdk/routes/categories';
import { AGE_EVENT, confirmAge, isConfirmed } from './age';
import { fetchProfiles } from './data';
import type { EmbedProfile } from './data';
import type { EmbedTexts } from './dictionary';
import { fill, h } from './dom';
import { CSS } from './styles';

/** The widget's settings, read from the host element's data-* attributes. */
export interface EmbedConfig {
  locale: Locale;
  category: ProfileCategory;
  country?: string;
  city?: string;
  limit: number;
  api: string;
  portal: string;
}

type ProfileCategory = (typeof PROFILE_CATEGORIES)[number];
const MAX_LIMIT = 24;

export function readConfig(el: HTMLElement): EmbedConfig {
  const d = el.dataset;
  const locale = (LOCALES as readonly string[]).includes(d.locale ?? '') ? (d.locale as Locale) : 'en';
  const category = (PROFILE_CATEGORIES as readonly string[]).includes(d.category ?? '') ? (d.category as ProfileCategory) : 'escort';
  const limit = Math.min(MAX_LIMIT, Math.max(1, Number.parseInt(d.limit ?? '', 10) || 8));
  const id = (v: string | undefined) => (v && /^\d+$/.test(v) ? v : undefined);
  // The script's own origin is a sensible default when the portal serves the script itself.
  const portal = d.portal || d.api || location.origin;
  return { locale, category, country: id(d.country), city: id(d.city), limit, api: d.api || portal, portal };
}

const abs = (path: string, base: string): string => {
  try {
    return new URL(path, base).href;
  } catch {
    return path;
  }
};

function badgesOf(s: EmbedProfile['statuses']): Array<keyof EmbedTexts['badges']> {
  const out: Array<keyof EmbedTexts['badges']> = [];
  if (s.is_top) out.push('TOP');
  if (s.is_vip) out.push('VIP');
  if (s.is_new) out.push('NEW');
  if (s.is_independent) out.push('IND');
  if (s.is_verified) out.push('verified');
  return out;
}

function card(p: EmbedProfile, cfg: EmbedConfig, t: EmbedTexts, plural: Intl.PluralRules): HTMLElement {
  const href = abs(routePath(profileRouteFor(p.category as ProfileCategory), { slug: p.slug }, cfg.locale), cfg.portal);
  const badges = badgesOf(p.statuses);
  const sponsored = p.statuses.is_vip || p.statuses.is_top;
  const ageText = fill(t.age[plural.select(p.age)] ?? t.age.other ?? '{count}', { count: p.age });
  return h('li', {},
    h('article', { class: 'c', 'aria-labelledby': `n${p.id}` },
      h('div', { class: 'm' },
        p.main_image
          ? h('img', { class: 'i', src: abs(p.main_image.image, cfg.api), alt: p.name, width: '300', height: '400', loading: 'lazy', decoding: 'async' })
          : h('span', { class: 'p', 'aria-hidden': 'true' }, p.name.charAt(0)),
        badges.length > 0 && h('ul', { class: 'bs' }, ...badges.map((b) => h('li', { class: `bd bd-${b}` }, t.badges[b]))),
        sponsored && h('span', { class: 'sp' }, t.sponsored),
      ),
      h('div', { class: 'bo' },
        h('h3', { class: 'n', id: `n${p.id}` }, h('a', { href, target: '_blank', rel: 'noopener' }, p.name)),
        h('p', { class: 'me' }, `${ageText} · ${p.city.title}`),
        p.price_from && h('p', { class: 'pr' }, fill(t.priceFrom, { price: formatMoney(p.price_from.amount, p.price_from.currency, cfg.locale) })),
      ),
    ),
  );
}

/** The age panel, in place above the cards: nothing covers the host page. */
function gate(cfg: EmbedConfig, t: EmbedTexts): HTMLElement {
  const button = h('button', { type: 'button', class: 'b' }, t.gateConfirm);
  button.addEventListener('click', () => confirmAge(cfg.portal));
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
    const ok = isConfirmed();
    region.classList.toggle('blur', !ok);
    region.querySelector('.g')?.remove();
    if (!ok) region.insertBefore(gate(cfg, t), body);
  };
  applyAge();
  document.addEventListener(AGE_EVENT, applyAge);

  const load = async () => {
    try {
      const profiles = await fetchProfiles(cfg, AbortSignal.timeout(10_000));
      const plural = new Intl.PluralRules(t.lang);
      status.textContent = profiles.length === 0 ? t.empty : '';
      if (profiles.length === 0) status.append(' ', h('a', { href: listHref, class: 'mo' }, title));
      const list = h('ul', { class: 'l', 'aria-labelledby': 'wt' }, ...profiles.map((p) => card(p, cfg, t, plural)));
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
