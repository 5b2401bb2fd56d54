import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import type { QueryClient } from '@tanstack/react-query';
import { expect, within } from 'storybook/test';
import { isLocale } from '../../sdk/routes';
import { SITE_NAME } from '../../sdk/i18n/brand';
import { footerCitiesCache } from '../../ui/site/data/footer-cities';
import type { FooterCity } from '../../ui/site/data/footer-cities';
import { Footer } from '../../ui/site/shell/Footer';
import { withSiteShell } from './site-shell';

const CITIES: FooterCity[] = [
  { id: 1, title: 'Kyiv' }, { id: 6, title: 'Prague' }, { id: 10, title: 'Berlin' }, { id: 15, title: 'Paris' },
  { id: 19, title: 'Madrid' }, { id: 24, title: 'Rome' }, { id: 28, title: 'Lisbon' }, { id: 31, title: 'Athens' },
];

/** What the server's root loader leaves in the cache for the footer (data/footer-cities.ts). */
const withCities =
  (cities: FooterCity[]): Decorator =>
  (Story, { loaded, globals }) => {
    (loaded.queryClient as QueryClient).setQueryData(footerCitiesCache(isLocale(globals.locale) ? globals.locale : 'en').queryKey, cities);
    return <Story />;
  };

const meta = {
  title: 'Site shell/Footer',
  component: Footer,
  decorators: [withCities(CITIES), withSiteShell],
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/escort'] } },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

const hrefsOf = (column: HTMLElement) => within(column).getAllByRole('link').map((a) => a.getAttribute('href'));

/**
 * The wordmark and the 18+ statement, then four columns: cities (the escort listing of each),
 * categories (the header's), languages (this page in each) and the §2 trust and legal pages.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: SITE_NAME })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Adults only (18+).')).toBeVisible();
    await expect(hrefsOf(canvas.getByRole('region', { name: 'Cities' }))).toEqual(CITIES.map((c) => `/escort?city_id=${c.id}`));
    const categories = canvas.getByRole('region', { name: 'Categories' });
    await expect(hrefsOf(categories)).toEqual(['/escort', '/agencies', '/studio_sex', '/massage_salons', '/onlyfans', '/strip_club', '/trances', '/bdsm']);
    await expect(within(categories).getByRole('link', { name: 'Trans' })).toBeVisible();
    const languages = canvas.getByRole('region', { name: 'Languages' });
    await expect(hrefsOf(languages)).toEqual(['/escort', '/es/escort', '/fr/escort', '/de/escort', '/it/escort', '/cz/escort', '/ru/escort', '/pt/escort', '/el/escort']);
    await expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await expect(hrefsOf(canvas.getByRole('region', { name: 'Trust and legal' }))).toEqual([
      '/site-conditions/terms-conditions', '/site-conditions/policy', '/site-conditions/privacy-policy', '/feedback', '/feedback?topic=support',
    ]);
  },
};

/** A phone: the columns stacked, cities and languages in two tracks. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cities = canvas.getByRole('region', { name: 'Cities' }).getBoundingClientRect();
    const categories = canvas.getByRole('region', { name: 'Categories' }).getBoundingClientRect();
    await expect(categories.top).toBeGreaterThanOrEqual(cities.bottom);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Before the reference data has come (or when it failed): no city column, the rest as always. */
export const WithoutCities: Story = {
  decorators: [withCities([])],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Cities' })).toBeNull();
    await expect(within(canvasElement).getByRole('region', { name: 'Categories' })).toBeVisible();
  },
};

/** Account forms: the legal links and the copyright only. */
export const Minimal: Story = {
  args: { minimal: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/site-conditions/terms-conditions', '/site-conditions/policy', '/site-conditions/privacy-policy', '/feedback', '/feedback?topic=support',
    ]);
  },
};
