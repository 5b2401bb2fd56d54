import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from '../../../schemas/constants';
import { readLoginRedirect } from '../../../sdk/routes';
import {
  clearFormDrafts, formDraftKey, interactionPermission, locationAfterLogout, loginHrefFor, readFormDraft,
  removeFormDraft, writeFormDraft,
} from '../../../sdk/session-store';
import { MemoryStorage } from './fakes';

describe('form drafts', () => {
  it('keys drafts per form and page, ignoring query and hash', () => {
    expect(formDraftKey('review', '/escort/anna?tab=reviews#x')).toBe(formDraftKey('review', '/escort/anna'));
    expect(formDraftKey('review', '/escort/anna')).not.toBe(formDraftKey('review', '/escort/bella'));
    expect(formDraftKey('contact', '/feedback')).not.toBe(formDraftKey('review', '/feedback'));
  });

  it('round-trips objects and ignores anything else', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, 'k', { body: 'hi' });
    expect(readFormDraft(storage, 'k')).toEqual({ body: 'hi' });
    storage.setItem('k', 'not json');
    expect(readFormDraft(storage, 'k')).toBeNull();
    storage.setItem('k', '[1]');
    expect(readFormDraft(storage, 'k')).toBeNull();
    removeFormDraft(storage, 'k');
    expect(readFormDraft(null, 'k')).toBeNull();
  });

  it('clears every form draft and nothing else', () => {
    const storage = new MemoryStorage();
    writeFormDraft(storage, formDraftKey('review', '/a'), {});
    writeFormDraft(storage, formDraftKey('contact', '/feedback'), {});
    storage.setItem('locale', 'de');
    clearFormDrafts(storage, null);
    expect(storage.keys()).toEqual(['locale']);
  });
});

describe('interaction permissions', () => {
  it('lets only clients like, favourite and review, with the §8 texts otherwise', () => {
    for (const kind of ['like', 'favorite', 'review'] as const) expect(interactionPermission(kind, 'MEMBER').allowed).toBe(true);
    expect(interactionPermission('like', null)).toEqual({ allowed: false, because: 'guest', message: API_MESSAGES.likesClientsOnly });
    expect(interactionPermission('favorite', 'INDIVIDUAL'))
      .toEqual({ allowed: false, because: 'role', message: API_MESSAGES.favoritesClientsOnly });
    expect(interactionPermission('review', 'BUSSINESS'))
      .toEqual({ allowed: false, because: 'role', message: API_MESSAGES.reviewsUsersOnly });
  });

  it('lets models and businesses reply', () => {
    expect(interactionPermission('reply', 'INDIVIDUAL').allowed).toBe(true);
    expect(interactionPermission('reply', 'BUSSINESS').allowed).toBe(true);
    expect(interactionPermission('reply', 'MEMBER')).toMatchObject({ allowed: false, because: 'role' });
    expect(interactionPermission('reply', undefined)).toMatchObject({ allowed: false, because: 'guest' });
  });
});

describe('login links and logout redirects', () => {
  it('builds a login link that brings the visitor back', () => {
    const href = loginHrefFor('/escort/anna?tab=reviews');
    expect(href).toBe('/login?redirect=%2Fescort%2Fanna%3Ftab%3Dreviews');
    expect(readLoginRedirect(href.split('?')[1]!)).toBe('/escort/anna?tab=reviews');
    expect(loginHrefFor('/de/escort/anna', 'de')).toBe('/de/login?redirect=%2Fde%2Fescort%2Fanna');
  });

  it('keeps the visitor on public pages and sends private ones to login', () => {
    expect(locationAfterLogout('/escort/anna')).toBeNull();
    expect(locationAfterLogout('/client/favorites')).toBe('/login?redirect=%2Fclient%2Ffavorites');
    expect(locationAfterLogout('/es/profile/edit')).toBe('/es/login?redirect=%2Fes%2Fprofile%2Fedit');
  });

  it('sends a private page to the home page of its language once the account is deleted (no login to go back to)', () => {
    expect(locationAfterLogout('/profile/settings', 'deleted')).toBe('/');
    expect(locationAfterLogout('/ru/profile/settings', 'deleted')).toBe('/ru');
    expect(locationAfterLogout('/escort/anna', 'deleted')).toBeNull();
  });
});
