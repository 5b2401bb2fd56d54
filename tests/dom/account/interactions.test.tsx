import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, getStore, setScenarios } from '../../../mocks/node';
import { API_MESSAGES } from '../../../schemas/constants';
import { LOGIN_REDIRECT_PARAM } from '../../../sdk/routes';
import { loginHrefFor } from '../../../sdk/session-store';
import { FavoriteButton, LikeButton, ReviewForm } from '@portal/components/account';
import { renderWithI18n } from '../i18n';
import { makeClient, startMockBackend } from './harness';

startMockBackend();

/** '1 like', '5 likes' */
const likes = (n: number) => new RegExp(`^${n} likes?$`);
const member = () => makeClient(() => DEMO_ACCOUNTS.member.token);

/** A profile the demo member has not liked yet. */
function unlikedProfile() {
  const profile = [...getStore().profiles.values()].find((p) => !p.likes.has(DEMO_ACCOUNTS.member.userId));
  if (!profile) throw new Error('seed has no unliked profile');
  return { id: profile.id, likes: profile.likes.size };
}

describe('LikeButton', () => {
  it('updates at once and settles on the server count', async () => {
    const profile = unlikedProfile();
    setScenarios('slow:150');
    renderWithI18n(
      <LikeButton likes={profile.likes} isLiked={false} role="MEMBER" loginHref="/login" onToggle={() => member().profiles.like(profile.id)} />,
    );
    const button = screen.getByRole('button', { name: 'Like' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup({ delay: null }).click(button);
    // Before the answer: already pressed and counted.
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(likes(profile.likes + 1))).toBeTruthy();
    await waitFor(() => expect(getStore().profiles.get(profile.id)!.likes.has(DEMO_ACCOUNTS.member.userId)).toBe(true));
    expect(screen.getByText(likes(profile.likes + 1))).toBeTruthy();
  });

  it('rolls back when the call fails and says why', async () => {
    const profile = unlikedProfile();
    setScenarios('down,slow:100');
    renderWithI18n(
      <LikeButton likes={profile.likes} isLiked={false} role="MEMBER" loginHref="/login" onToggle={() => member().profiles.like(profile.id)} />,
    );
    const button = screen.getByRole('button', { name: 'Like' });
    await userEvent.setup({ delay: null }).click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await screen.findByRole('alert');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(likes(profile.likes))).toBeTruthy();
  });

  it('a refused like (401) reads the restriction text', async () => {
    const profile = unlikedProfile();
    setScenarios('expired-token');
    renderWithI18n(
      <LikeButton likes={3} isLiked={false} role="MEMBER" loginHref="/login" onToggle={() => member().profiles.like(profile.id)} />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Like' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.likesClientsOnly);
    expect(screen.getByText('3 likes')).toBeTruthy();
  });

  it('new props replace the local state', () => {
    const toggle = () => Promise.resolve({ likes: 1, is_liked: true });
    const { rerender } = renderWithI18n(<LikeButton likes={1} isLiked={false} role="MEMBER" loginHref="/l" onToggle={toggle} />);
    rerender(<LikeButton likes={9} isLiked role="MEMBER" loginHref="/l" onToggle={toggle} />);
    expect(screen.getByText('9 likes')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Like' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('FavoriteButton', () => {
  it('toggles optimistically and rolls back on failure', async () => {
    let fail!: (error: Error) => void;
    renderWithI18n(
      <FavoriteButton isFavorite={false} role="MEMBER" loginHref="/login" onToggle={() => new Promise((_, reject) => { fail = reject; })} />,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    await act(async () => fail(new Error('offline')));
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('restricted actions', () => {
  const page = '/escort/anna?tab=reviews';
  const loginHref = loginHrefFor(page);

  it('a guest sees the three §8 messages, each with a login link back to the page', async () => {
    renderWithI18n(
      <>
        <LikeButton likes={4} isLiked={false} role={null} loginHref={loginHref} onToggle={() => Promise.reject(new Error('not sent'))} />
        <FavoriteButton isFavorite={false} role={null} loginHref={loginHref} onToggle={() => Promise.reject(new Error('not sent'))} />
        <ReviewForm role={null} loginHref={loginHref} onSubmit={() => Promise.reject(new Error('not sent'))} />
      </>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Like' }));
    await user.click(screen.getByRole('button', { name: 'Add to favourites' }));
    // The buttons' notices come with their wording, loaded at the press (lazy-wording.ts).
    for (const message of [API_MESSAGES.likesClientsOnly, API_MESSAGES.favoritesClientsOnly, API_MESSAGES.reviewsUsersOnly]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    const links = screen.getAllByRole('link', { name: 'Log in' });
    expect(links).toHaveLength(3);
    for (const link of links) {
      const href = new URL(link.getAttribute('href')!, 'http://x');
      expect(href.pathname).toBe('/login');
      expect(href.searchParams.get(LOGIN_REDIRECT_PARAM)).toBe(page);
    }
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a model sees the messages without a login link', async () => {
    renderWithI18n(
      <>
        <LikeButton likes={4} isLiked={false} role="INDIVIDUAL" loginHref={loginHref} onToggle={() => Promise.reject(new Error('x'))} />
        <ReviewForm role="INDIVIDUAL" loginHref={loginHref} onSubmit={() => Promise.reject(new Error('x'))} />
      </>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Like' }));
    expect(await screen.findByText(API_MESSAGES.likesClientsOnly)).toBeTruthy();
    expect(screen.getByText(API_MESSAGES.reviewsUsersOnly)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
