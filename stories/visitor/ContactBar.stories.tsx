import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactBar } from '@portal/components/ContactBar';
import { profile } from '../fixtures';

/**
 * The phone's contact bar (beyond the spec): fixed to the bottom of the screen below
 * 768 px, the number hidden until "Call". The stories run at a phone's width (414 px, the narrowest 320 px); on wider
 * screens the bar is not shown at all. The toolbar's language switches the texts.
 */
const meta = {
  title: 'Visitor/ContactBar',
  component: ContactBar,
  globals: { viewport: { value: 'mobile2' } },
  args: {
    name: profile.name,
    phone: profile.phone_number,
    whatsapp: profile.whatsapp_number,
    telegram: profile.telegram_number,
    onReveal: fn(),
  },
  render: (args) => (
    <>
      <p>The profile's page scrolls above the bar.</p>
      <ContactBar {...args} />
    </>
  ),
} satisfies Meta<typeof ContactBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const bar = (canvasElement: HTMLElement, name: string) => within(canvasElement).getByRole('complementary', { name });

/** Call, WhatsApp and Telegram in reach; the number is not on screen yet. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const contacts = within(bar(canvasElement, 'Contact Chloé'));
    await expect(contacts.getByRole('button', { name: 'Call' })).toBeVisible();
    await expect(contacts.getByRole('link', { name: 'Message on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/420601234567');
    await expect(contacts.getByRole('link', { name: 'Message on Telegram' })).toHaveAttribute('href', 'https://t.me/chloe_demo');
    await expect(contacts.queryByText('+420 601 234 567')).toBeNull();
  },
};

/** "Call" shows the number as a tel: link, which takes the focus; the reveal is reported once. */
export const NumberRevealed: Story = {
  play: async ({ canvasElement, args }) => {
    const contacts = within(bar(canvasElement, 'Contact Chloé'));
    await userEvent.click(contacts.getByRole('button', { name: 'Call' }));
    const call = contacts.getByRole('link', { name: '+420 601 234 567' });
    await expect(call).toHaveAttribute('href', 'tel:+420601234567');
    await expect(call).toHaveFocus();
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
  },
};

/** No phone number: the messengers only. */
export const MessengersOnly: Story = {
  args: { phone: null },
  play: async ({ canvasElement }) => {
    const contacts = within(bar(canvasElement, 'Contact Chloé'));
    await expect(contacts.queryByRole('button', { name: 'Call' })).toBeNull();
    await expect(contacts.getAllByRole('link')).toHaveLength(2);
  },
};

/** No contacts at all: no bar. */
export const NoContacts: Story = {
  args: { phone: null, whatsapp: null, telegram: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};

/** Russian, a long name and a long number at 320 px: the bar stays one row, the number is cut, not wrapped. */
export const RussianLongName: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  args: { name: 'Александра-Виктория Константинопольская', phone: { code: '+7', tel: '999 123 45 67 доб. 1234' } },
  play: async ({ canvasElement }) => {
    const contacts = within(bar(canvasElement, 'Связаться: Александра-Виктория Константинопольская'));
    await userEvent.click(contacts.getByRole('button', { name: 'Позвонить' }));
    const call = contacts.getByRole('link', { name: '+7 999 123 45 67 доб. 1234' });
    await expect(call).toHaveAttribute('href', 'tel:+799912345671234');
    await expect(contacts.getByRole('link', { name: 'Написать в WhatsApp' })).toBeVisible();
    const rows = new Set(contacts.getAllByRole('link').map((link) => Math.round(link.getBoundingClientRect().top)));
    await expect(rows.size).toBe(1);
  },
};

/** Greek. */
export const Greek: Story = {
  globals: { locale: 'el' },
  args: { name: 'Ελένη' },
  play: async ({ canvasElement }) => {
    const contacts = within(bar(canvasElement, 'Επικοινωνία: Ελένη'));
    await expect(contacts.getByRole('button', { name: 'Κλήση' })).toBeVisible();
  },
};

/** A laptop's width: the contacts beside the photos do this job, so the bar is not shown. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('complementary')).toBeNull();
  },
};
