import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useSearchParams } from 'react-router';
import { expect, userEvent, within } from 'storybook/test';
import { API_MESSAGES } from '../../schemas/constants';
import { LOGIN_REDIRECT_PARAM } from '../../sdk/routes/guard';
import { loginHrefFor } from '../../sdk/session-store';
import { RestrictionNotice } from '@portal/components/account';

/** The profile page the notice sits on in these stories; its login link must come back here. */
const PAGE = '/escort/chloe-12';

/** A stand-in login page: it shows where it will send the visitor back to. */
function LoginPageStub() {
  const [params] = useSearchParams();
  return <p>Login page, back to {params.get(LOGIN_REDIRECT_PARAM)}</p>;
}

const meta: Meta<typeof RestrictionNotice> = {
  title: 'Account/RestrictionNotice',
  component: RestrictionNotice,
  args: { message: API_MESSAGES.likesClientsOnly, loginHref: loginHrefFor(PAGE) },
  parameters: { router: { initialEntries: [PAGE] } },
  decorators: [
    (Story) => (
      <Routes>
        <Route path="/login" element={<LoginPageStub />} />
        <Route path="*" element={<Story />} />
      </Routes>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof RestrictionNotice>;

const notice = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The notice is a polite status with the §8 text and a "Log in" link that returns to PAGE. */
const expectGuestNotice = (message: string, linkName = 'Log in') => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(notice(canvasElement)).toBeVisible();
  await expect(notice(canvasElement)).toHaveTextContent(message);
  const link = within(notice(canvasElement)).getByRole('link', { name: linkName });
  await expect(link).toBeVisible();
  const href = new URL(link.getAttribute('href') ?? '', window.location.origin);
  await expect(href.searchParams.get(LOGIN_REDIRECT_PARAM)).toBe(PAGE);
};

/** A guest pressed Like (§8). */
export const GuestLikes: Story = {
  play: async (context) => {
    await expectGuestNotice('Only registered clients can leave likes')(context);
    await expect(within(notice(context.canvasElement)).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href', `/login?${LOGIN_REDIRECT_PARAM}=${encodeURIComponent(PAGE)}`,
    );
  },
};
/** A guest pressed Add to favorites (§8). */
export const GuestFavorites: Story = {
  args: { message: API_MESSAGES.favoritesClientsOnly },
  play: expectGuestNotice('Adding to favorites is only available for registered clients'),
};
/** A guest tried to write a review (§8). */
export const GuestReviews: Story = {
  args: { message: API_MESSAGES.reviewsUsersOnly },
  play: expectGuestNotice('The ability to leave reviews is available only to registered users'),
};
/** Following the link opens the login page with the way back to the profile. */
export const LoginLinkComesBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Log in' }));
    await expect(await canvas.findByText(`Login page, back to ${PAGE}`)).toBeVisible();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
/** Signed in with another role (an advertiser liking a profile): the reason only, logging in would not help. */
export const SignedInOtherRole: Story = {
  args: { loginHref: null },
  play: async ({ canvasElement }) => {
    await expect(notice(canvasElement)).toHaveTextContent('Only registered clients can leave likes');
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};
/** Translated by the catalogs: the Czech text and link, and the Czech login page's return param. */
export const Czech: Story = {
  globals: { locale: 'cz' },
  args: { loginHref: loginHrefFor(PAGE, 'cz') },
  play: expectGuestNotice('Lajky mohou dávat jen registrovaní klienti', 'Přihlásit se'),
};
