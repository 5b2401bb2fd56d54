import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Mock } from 'storybook/test';
import { ShareButton } from '@portal/components/ShareButton';

/**
 * Share or copy a profile's link (beyond the spec). Which path it takes depends on the
 * browser (the Web Share API on phones, else the clipboard), so each story stands in for the
 * browser's `navigator.share` and `navigator.clipboard` with one outcome and restores them after.
 */
const URL = 'https://portal.example/en/escort/chloe-3';

interface Browser {
  share?: Mock<(data: ShareData) => Promise<void>>;
  writeText: Mock<(text: string) => Promise<void>>;
}

/** Puts the story's browser in place (own properties shadow Navigator.prototype's) and undoes it. */
function browser(make: () => Browser) {
  return () => {
    const { share, writeText } = make();
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: share ? () => true : undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      for (const key of ['share', 'canShare', 'clipboard']) Reflect.deleteProperty(navigator, key);
    };
  };
}

const copies = () => ({ writeText: fn(async () => {}) });
const refuses = () => ({ writeText: fn(async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))) });

const meta = {
  title: 'Visitor/ShareButton',
  component: ShareButton,
  args: { url: URL, title: 'Chloé on Portal' },
  beforeEach: browser(copies),
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}><Story /></div>],
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A laptop without a share sheet: the link is copied, and "Link copied" is announced. */
export const CopiesLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copied');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(URL);
  },
};

/** A phone: the device's share sheet opens with the page's title and address; nothing else changes. */
export const ShareSheet: Story = {
  globals: { viewport: { value: 'mobile2' } },
  beforeEach: browser(() => ({ share: fn(async () => {}), ...copies() })),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(navigator.share).toHaveBeenCalledWith({ title: 'Chloé on Portal', url: URL });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(canvas.queryByText('Link copied')).toBeNull();
  },
};

/** The clipboard refuses: the link shows in a labelled field, selected, to copy by hand. */
export const CopyFails: Story = {
  beforeEach: browser(refuses),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    const field = await canvas.findByRole('textbox', { name: 'The link could not be copied. Select it and copy it yourself:' });
    await expect(field).toHaveValue(URL);
    await expect(field).toHaveFocus();
  },
};

/** Russian: the same failure with its longer text on a phone. */
export const RussianCopyFails: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile1' } },
  beforeEach: browser(refuses),
  args: { url: 'https://portal.example/ru/escort/aleksandra-viktoriya-12', title: 'Александра на Portal' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Поделиться' }));
    const field = await canvas.findByRole('textbox', { name: 'Не удалось скопировать ссылку. Выделите и скопируйте её сами:' });
    await expect(field).toHaveValue('https://portal.example/ru/escort/aleksandra-viktoriya-12');
  },
};

/** Greek: copied. */
export const GreekCopied: Story = {
  globals: { locale: 'el' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Κοινοποίηση' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Ο σύνδεσμος αντιγράφηκε');
  },
};

/** German. */
export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Teilen' })).toBeVisible();
  },
};

/** Over a photo (a profile's gallery): a round icon, "Share" its accessible name and its tooltip; the confirmation on a plate. */
export const IconOnPhoto: Story = {
  decorators: [(Story) => <div style={{ position: 'relative', width: 390, height: 200, background: 'linear-gradient(135deg, #5b7fb8, #6b3a8c)', padding: 8 }}><Story /></div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Share' });
    await expect(button).toHaveAttribute('title', 'Share');
    await userEvent.click(button);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Link copied');
  },
};
