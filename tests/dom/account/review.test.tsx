import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, getStore, setScenarios } from '../../../mocks/node';
import { API_MESSAGES } from '../../../schemas/constants';
import { UnexpectedMessageError } from '../../../sdk/client';
import { createI18n } from '@portal/sdk/i18n';
import { formDraftKey } from '../../../sdk/session-store';
import { ReplyForm, ReviewForm } from '@portal/components/account';
import { renderWithI18n } from '../i18n';
import { descriptionOf, makeClient, recordRequests, startMockBackend } from './harness';

startMockBackend();
afterEach(() => sessionStorage.clear());

const BODY = 'A warm, punctual and friendly meeting; exactly as the profile described, I would come back.';
const member = () => makeClient(() => DEMO_ACCOUNTS.member.token);
/** An active profile the demo member has not reviewed (one review per client and profile). */
const profileId = () => {
  const store = getStore();
  return [...store.profiles.values()].find((p) => p.status === 'active'
    && !store.reviewsOf({ type: 'profile', id: p.id }).some((r) => r.author_id === DEMO_ACCOUNTS.member.userId))!.id;
};
const draftKey = formDraftKey('review', '/escort/anna');

type Submit = (values: Parameters<ReturnType<typeof member>['profiles']['createReview']>[1]) => Promise<unknown>;

function renderReview(onSubmit: Submit = (values) => member().profiles.createReview(profileId(), values)) {
  return renderWithI18n(<ReviewForm role="MEMBER" loginHref="/login" draftKey={draftKey} maxDate="2030-01-01" onSubmit={onSubmit} />);
}

const german = await createI18n('de');

/** The form as a German visitor reads it, its last date of meeting `maxDate`. */
function renderGermanReview(onSubmit: Submit, maxDate = '2026-11-20') {
  return render(
    <I18nextProvider i18n={german}>
      <ReviewForm role="MEMBER" loginHref="/login" draftKey={null} maxDate={maxDate} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
}

/** Fills the German form with a valid review, its date `date`. */
async function fillGermanReview(user: UserEvent, date: string) {
  await user.click(screen.getByRole('radio', { name: '4 Sterne' }));
  await user.type(screen.getByLabelText('Ihre Bewertung'), BODY);
  if (date) await user.type(screen.getByLabelText('Datum des Treffens'), date);
  await user.selectOptions(screen.getByLabelText('Dauer des Treffens'), '1.5 h');
}

async function fillReview(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByLabelText('Your review'), BODY);
  await user.type(screen.getByLabelText('Date of meeting'), '2025-03-14');
  await user.selectOptions(screen.getByLabelText('Duration of meeting'), '1.5 h');
}

describe('ReviewForm', () => {
  it('labels the stars and the durations', () => {
    renderReview();
    expect(screen.getByRole('radiogroup', { name: 'Rating' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(screen.getByRole('option', { name: '1.5 hours' })).toBeTruthy();
    expect(screen.getByRole('option', { name: '15 minutes' })).toBeTruthy();
  });

  it('validates: rating required, at least 50 characters', async () => {
    renderReview();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Your review'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(descriptionOf(screen.getByRole('radiogroup', { name: 'Rating' }))).toBe('This field is required'));
    expect(descriptionOf(screen.getByLabelText('Your review'))).toBe('fill in at least 50 characters');
    expect(descriptionOf(screen.getByLabelText('Duration of meeting'))).toBe('This field is required');
  });

  it('creates the review once, says so and empties the form and its draft', async () => {
    const requests = recordRequests();
    renderReview();
    const user = userEvent.setup({ delay: null });
    await fillReview(user);
    expect(sessionStorage.getItem(draftKey)).toContain('punctual');
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe(API_MESSAGES.reviewCreated);
    expect(requests.filter((r) => r.startsWith('POST /api/profile/'))).toHaveLength(1);
    expect(screen.getByLabelText('Your review')).toHaveProperty('value', '');
    expect(sessionStorage.getItem(draftKey)).toBeNull();
  });

  it('keeps the text after a failure and says so; it can be sent again', async () => {
    setScenarios('down');
    renderReview();
    const user = userEvent.setup({ delay: null });
    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(API_MESSAGES.feedbackFailed);
    expect(screen.getByLabelText('Your review')).toHaveProperty('value', BODY);
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Duration of meeting')).toHaveProperty('value', '1.5 h');
    setScenarios('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('status')).textContent).toBe(API_MESSAGES.reviewCreated);
  });

  it('shows any other success message as the error', async () => {
    renderReview(() => Promise.reject(new UnexpectedMessageError(API_MESSAGES.reviewCreated, 'Reviews are paused today')));
    const user = userEvent.setup({ delay: null });
    await fillReview(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Reviews are paused today');
  });

  it('restores the unsent text after a reload', async () => {
    const first = renderReview();
    const user = userEvent.setup({ delay: null });
    await fillReview(user);
    first.unmount();
    renderReview();
    await waitFor(() => expect(screen.getByLabelText('Your review')).toHaveProperty('value', BODY));
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveProperty('checked', true);
  });

  it('ignores a tampered draft', async () => {
    sessionStorage.setItem(draftKey, JSON.stringify({ body: 42, duration_of_meeting: '<script>' }));
    renderReview();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByLabelText('Your review')).toHaveProperty('value', '');
  });
});

describe('ReviewForm rules in the visitor’s language', () => {
  it('offers no date after the last day, and names a later or missing date in German, not "Invalid ISO date"', async () => {
    const onSubmit = vi.fn(async () => ({ message: API_MESSAGES.reviewCreated }));
    renderGermanReview(onSubmit);
    const date = screen.getByLabelText('Datum des Treffens');
    expect(date.getAttribute('max')).toBe('2026-11-20');
    const user = userEvent.setup({ delay: null });
    await fillGermanReview(user, '');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(descriptionOf(date)).toBe(german.t('reviews.meetingDateInvalid')));
    expect(descriptionOf(date)).toBe('Geben Sie das Datum des Treffens an');
    await user.type(date, '2027-12-31');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(descriptionOf(date)).toBe('Das Datum des Treffens darf nicht in der Zukunft liegen'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says in German why a second review of the same profile is refused, and keeps the text', async () => {
    const id = profileId();
    await member().profiles.createReview(id, { body: BODY, rating: 5, date_of_meeting: '2026-10-01', duration_of_meeting: '1 h' });
    renderGermanReview((values) => member().profiles.createReview(id, values));
    const user = userEvent.setup({ delay: null });
    await fillGermanReview(user, '2026-10-02');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Sie haben dieses Profil bereits bewertet.');
    expect(screen.getByLabelText('Ihre Bewertung')).toHaveProperty('value', BODY);
  });
});

describe('ReplyForm', () => {
  it('renders nothing for visitors who do not own the reviewed page', () => {
    const { container } = renderWithI18n(<ReplyForm role="MEMBER" isOwner onSubmit={vi.fn()} />);
    expect(container.textContent).toBe('');
  });

  it('lets the owner reply', async () => {
    const onSubmit = vi.fn(async () => ({ message: 'Reply saved' }));
    renderWithI18n(<ReplyForm role="INDIVIDUAL" isOwner onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('Your reply'), BODY);
    await user.click(screen.getByRole('button', { name: 'Reply' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your reply has been published.');
    expect(onSubmit).toHaveBeenCalledWith({ reply: BODY });
  });
});
