import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { reviews, scriptReview } from '../../../stories/fixtures';
import { renderWithI18n } from '../../../tests/dom/i18n';
import { ReviewList } from './ReviewList';

describe('ReviewList', () => {
  it('shows the average rating with a text alternative and each review with its reply', () => {
    renderWithI18n(<ReviewList reviews={reviews} avgRating={4.5} viewerRole="MEMBER" />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeDefined();
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeDefined();
    const first = screen.getByRole('article', { name: 'Martin' });
    expect(within(first).getByRole('img', { name: '5 out of 5 stars' })).toBeDefined();
    expect(within(first).getByText('Reply')).toBeDefined();
    expect(within(first).getByText('Thank you, it was a pleasure!')).toBeDefined();
    expect(within(first).getByText(/2 hours/)).toBeDefined();
    const second = screen.getByRole('article', { name: 'Thomas' });
    expect(within(second).queryByText('Reply')).toBeNull();
  });

  it('tells a guest that reviews are for registered users', () => {
    renderWithI18n(<ReviewList reviews={reviews} avgRating={4.5} viewerRole={null} loginHref="/login" />);
    expect(screen.getByText(/The ability to leave reviews is available only to registered users/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Log in to continue' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('lets a member write and the owner reply', async () => {
    const onWrite = vi.fn();
    const onReply = vi.fn();
    const { rerender } = renderWithI18n(<ReviewList reviews={reviews} avgRating={4.5} viewerRole="MEMBER" onWrite={onWrite} onReply={onReply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(onWrite).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    rerender(<ReviewList reviews={reviews} avgRating={4.5} viewerRole="INDIVIDUAL" isOwner onWrite={onWrite} onReply={onReply} />);
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    const replies = screen.getAllByRole('button', { name: 'Reply' });
    expect(replies).toHaveLength(1);
    await userEvent.click(replies[0] as HTMLElement);
    expect(onReply).toHaveBeenCalledWith(reviews[1]);
  });

  it('renders user text with markup as text', () => {
    const { container } = renderWithI18n(<ReviewList reviews={[scriptReview]} avgRating={3} viewerRole={null} />);
    expect(screen.getByText('<script>alert("x")</script><b>bold?</b>')).toBeDefined();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeDefined();
    expect(screen.getByRole('heading', { name: '<i>Eve</i>' })).toBeDefined();
    expect(container.querySelector('script, b, i, img[src="x"]')).toBeNull();
  });

  it('says so when there are no reviews', () => {
    renderWithI18n(<ReviewList reviews={[]} avgRating={null} viewerRole="MEMBER" />);
    expect(screen.getByText('No reviews yet.')).toBeDefined();
  });

  it('names each review’s profile or business as a link when told where their pages are', () => {
    const business = { ...reviews[1]!, id: 7, subject: { type: 'business' as const, id: 4, name: 'Velvet Orchid Agency', slug: 'velvet-orchid-4', category: 'agencies' as const } };
    renderWithI18n(
      <ReviewList
        reviews={[reviews[0]!, business]} avgRating={null} viewerRole="MEMBER"
        subjectHref={(r) => (r.subject.type === 'profile' ? `/escort/${r.subject.slug}` : `/agencies/${r.subject.slug}`)}
      />,
    );
    const [first, second] = screen.getAllByRole('article');
    expect(within(first!).getByText(/^Profile:/)).toBeDefined();
    expect(within(first!).getByRole('link', { name: 'Chloé' }).getAttribute('href')).toBe('/escort/chloe-3');
    expect(within(second!).getByText(/^Business:/)).toBeDefined();
    expect(within(second!).getByRole('link', { name: 'Velvet Orchid Agency' }).getAttribute('href')).toBe('/agencies/velvet-orchid-4');
  });

  it('names no subject on a profile’s own page (no subjectHref)', () => {
    renderWithI18n(<ReviewList reviews={reviews} avgRating={4.5} viewerRole="MEMBER" />);
    expect(screen.queryByText(/^Profile:/)).toBeNull();
  });

  it('under a heading that names it already, is labelled by it and adds no "Reviews" of its own', () => {
    renderWithI18n(
      <>
        <h1 id="page-title">Reviews</h1>
        <ReviewList reviews={reviews} avgRating={null} viewerRole={null} labelledBy="page-title" />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Reviews' })).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeDefined();
  });
});
