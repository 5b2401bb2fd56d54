import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link, Outlet, RouterProvider, createMemoryRouter } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { NavigationProgress } from '../../ui/site/shell/NavigationProgress';

/**
 * The bar at the top of the window while the next page loads: the site shell shows it
 * while a route's loader waits for the API. The story has its own data router (`router.own`): a
 * list page linking to a profile whose loader waits until "Let the API answer" is pressed.
 */
function Navigation() {
  const [router] = useState(() => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    return createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <NavigationProgress />
            <button type="button" onClick={() => answer()}>Let the API answer</button>
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <Link to="/escort/chloe-3">Chloé, 24</Link> },
          { path: 'escort/chloe-3', loader: () => answered.then(() => null), element: <h1>Chloé</h1> },
        ],
      },
    ]);
  });
  return <RouterProvider router={router} />;
}

const meta = {
  title: 'Site shell/NavigationProgress',
  component: NavigationProgress,
  parameters: { router: { own: true } },
  render: () => <Navigation />,
} satisfies Meta<typeof NavigationProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the profile and waits for the bar (it shows after a short moment). */
async function startLoading(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('link', { name: 'Chloé, 24' }));
  const bar = await canvas.findByRole('progressbar', { name });
  await waitFor(() => expect(bar).toBeVisible());
  return bar;
}

/** No navigation under way: no bar. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
  },
};

/** A profile opened from the list while its data is on the way: a labelled, indeterminate bar. */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const bar = await startLoading(canvasElement, 'Loading…');
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

/** The API answers: the profile is there and the bar gone. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await startLoading(canvasElement, 'Loading…');
    await userEvent.click(canvas.getByRole('button', { name: 'Let the API answer' }));
    await expect(await canvas.findByRole('heading', { name: 'Chloé' })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** Russian, on a phone. */
export const RussianPhone: Story = {
  globals: { locale: 'ru', viewport: { value: 'mobile2' } },
  play: async ({ canvasElement }) => {
    await startLoading(canvasElement, 'Загрузка…');
  },
};

/** Greek. */
export const Greek: Story = {
  globals: { locale: 'el' },
  play: async ({ canvasElement }) => {
    await startLoading(canvasElement, 'Φόρτωση…');
  },
};
