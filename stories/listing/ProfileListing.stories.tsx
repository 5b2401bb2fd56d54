import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { clearScenarios, setMockScenarios } from '../../mocks/browser';
import type { Locale } from '../../schemas/constants';
import { ListingDemo } from './ListingDemo';

/**
 * The escort listing composed from the headless hooks and the components, on the mock API (MSW).
 * The URL is the state: filters and page live in the MemoryRouter's search params.
 */
const meta = {
  title: 'Listing/Composed listing',
  component: ListingDemo,
  parameters: { layout: 'fullscreen', router: { initialEntries: ['/escort'] } },
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  render: (_args, { globals }) => <ListingDemo locale={globals.locale as Locale} />,
} satisfies Meta<typeof ListingDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const scenario = (name: string): Story['beforeEach'] => () => {
  setMockScenarios(name);
  return () => clearScenarios();
};

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('article', {}, { timeout: 8000 })).not.toHaveLength(0);
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** Filters and page from the URL: /escort?age_min=25&statuses=VIP&page=2. */
export const FilteredFromUrl: Story = {
  parameters: { router: { initialEntries: ['/escort?age_min=25&statuses=VIP'] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article', {}, { timeout: 8000 })).not.toHaveLength(0);
  },
};

/** Skeletons while the API is slow. */
export const Loading: Story = {
  beforeEach: scenario('slow:60000'),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

/** "No profiles matching your criteria were found". */
export const Empty: Story = {
  beforeEach: scenario('empty'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/0/, { selector: '[role=status]' }, { timeout: 8000 })).toBeVisible();
  },
};

/** The API answers 500: the error with a Retry button. */
export const Down: Story = {
  beforeEach: scenario('down'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 8000 })).toBeVisible();
  },
};
