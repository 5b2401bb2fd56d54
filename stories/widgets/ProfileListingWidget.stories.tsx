import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { clearScenarios, setMockScenarios } from '../../mocks/browser';
import type { Locale } from '../../schemas/constants';
import { COOKIE_NAMES } from '../../sdk/session/cookie-rules';
import { ProfileListingWidget } from '../../ui/widgets/index';
import './restyle.css';

/**
 * `@portal/widgets`: the listing widget for React hosts, on the mock API (MSW). Copy-paste
 * usage is on the "Widgets/React entry" docs page.
 */
const meta = {
  title: 'Widgets/ProfileListingWidget',
  component: ProfileListingWidget,
  args: { category: 'escort', limit: 8 },
  render: (args, { globals }) => <ProfileListingWidget {...args} locale={globals.locale as Locale} />,
} satisfies Meta<typeof ProfileListingWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: string): Story['beforeEach'] => () => {
  setMockScenarios(name);
  return () => clearScenarios();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(8);
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Every slot restyled by the host's classes and every string of its own overridden. */
export const Restyled: Story = {
  args: {
    limit: 4,
    showPagination: false,
    classNames: {
      root: 'host-widget', title: 'host-title', status: 'host-status',
      grid: { root: 'host-grid' }, card: { root: 'host-card', name: 'host-name', price: 'host-price' },
    },
    texts: {
      title: 'Our partners’ escorts', empty: 'Nobody here yet', error: 'Offline', more: 'Open the portal',
      card: { age: (years: number) => `Age ${years}`, priceFrom: (price: string) => `Rates from ${price}` },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Our partners’ escorts', level: 2 })).toHaveClass('host-title');
    const cards = await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveClass('host-card');
    await expect(within(cards[0]!).getByText(/^Age \d+$/)).toBeVisible();
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** With the filter panel (its choices come from GET /api/filter-data). */
export const WithFilters: Story = {
  args: { showFilters: true, limit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(4);
  },
};

/** The API answers 500: a message and a link to the portal's listing page. */
export const ApiDown: Story = {
  beforeEach: scenario('down'),
  args: { portal: 'https://portal.example', texts: { more: 'Open the portal' } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(within(alert).getByRole('link', { name: 'Open the portal' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/portal\.example\/(\w\w\/)?escort$/));
  },
};

/** A visitor who has not confirmed 18+: blurred, unreachable cards under an in-place panel. */
const unconfirmed: Story['beforeEach'] = () => {
  localStorage.removeItem(COOKIE_NAMES.ageConfirmed);
  return () => localStorage.removeItem(COOKIE_NAMES.ageConfirmed);
};

export const AgeGate: Story = {
  beforeEach: unconfirmed,
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const gate = await canvas.findByRole('dialog', { name: 'Adults only' });
    await expect(gate).toHaveAccessibleDescription('This site contains explicit adult content. Enter only if you are 18 or older.');
    const cards = await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(cards[0]!.closest('[inert]')).not.toBeNull();
    await userEvent.click(within(gate).getByRole('button', { name: 'I am 18 or older' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(cards[0]!.closest('[inert]')).toBeNull();
    await expect(localStorage.getItem(COOKIE_NAMES.ageConfirmed)).toBe('1');
  },
};

/** The host has its own 18+ gate and says so: no panel, no blur. */
export const HostConfirmed: Story = {
  beforeEach: unconfirmed,
  args: { limit: 4, ageConfirmed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article', {}, { timeout: 8000 });
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(cards[0]!.closest('[inert]')).toBeNull();
  },
};

/** Further down the host page: nothing is requested until the widget comes near the viewport. */
export const LoadsNearViewport: Story = {
  args: { limit: 4, ageConfirmed: true },
  render: (args, { globals }) => (
    <div>
      <div data-spacer style={{ height: '250vh' }}>Host content</div>
      <ProfileListingWidget {...args} locale={globals.locale as Locale} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const requested = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/profile?')).length;
    const before = requested();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(requested()).toBe(before);
    canvas.getByRole('region').scrollIntoView();
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).toHaveLength(4);
  },
};
