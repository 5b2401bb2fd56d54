import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { REVIEW_MESSAGES } from '../../schemas/api/review-messages';
import { API_MESSAGES } from '../../schemas/constants';
import { UnexpectedMessageError } from '../../sdk/client';
import { loginHrefFor } from '../../sdk/session-store';
import { ReviewForm } from '@portal/components/account';
import { REVIEW_TEXT, failing, offline, pending, resolving, validationError } from './helpers';

const meta: Meta<typeof ReviewForm> = {
  title: 'Account/ReviewForm',
  component: ReviewForm,
  args: {
    role: 'MEMBER', loginHref: loginHrefFor('/escort/chloe-12'), maxDate: '2026-12-31',
    onSubmit: fn(resolving({ message: API_MESSAGES.reviewCreated }, 300)),
  },
};
export default meta;
type Story = StoryObj<typeof ReviewForm>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
  await userEvent.type(canvas.getByLabelText('Your review'), REVIEW_TEXT);
  await userEvent.type(canvas.getByLabelText('Date of meeting'), '2025-03-14');
  await userEvent.selectOptions(canvas.getByLabelText('Duration of meeting'), '2 h');
  return canvas;
}
const send = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));

export const Empty: Story = {};
export const Filled: Story = { play: async ({ canvasElement }) => { await fill(canvasElement); } };
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByLabelText('Your review'), 'Too short');
    await send(canvasElement);
    await expect(await within(canvasElement).findByText('fill in at least 50 characters')).toBeVisible();
  },
};
export const ServerValidation: Story = {
  args: { onSubmit: failing(validationError({ date_of_meeting: ['The date of meeting must be a date before tomorrow.'] })) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByText('The date of meeting must be a date before tomorrow.')).toBeVisible();
  },
};
export const Pending: Story = {
  args: { onSubmit: pending },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled());
  },
};
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(API_MESSAGES.reviewCreated);
  },
};
/** §8: 'Failed to leave feedback, please try again later', and the text stays. */
export const Failure: Story = {
  args: { onSubmit: failing(offline()) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(API_MESSAGES.feedbackFailed);
    await expect(canvas.getByLabelText('Your review')).toHaveValue(REVIEW_TEXT);
  },
};
/** §8: any message other than 'Review created successfully.' is the error. */
export const OtherMessage: Story = {
  args: { onSubmit: failing(new UnexpectedMessageError(API_MESSAGES.reviewCreated, 'You have already reviewed this profile today')) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You have already reviewed this profile today');
  },
};
/** The date input's maximum is the last day; a later date typed by hand is named, not sent. */
export const FutureDate: Story = {
  args: { onSubmit: fn(resolving({ message: API_MESSAGES.reviewCreated })) },
  play: async ({ canvasElement, args }) => {
    const canvas = await fill(canvasElement);
    const date = canvas.getByLabelText('Date of meeting');
    await expect(date).toHaveAttribute('max', '2026-12-31');
    await userEvent.clear(date);
    await userEvent.type(date, '2027-12-31');
    await send(canvasElement);
    await expect(await canvas.findByText(REVIEW_MESSAGES.meetingDateInFuture)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
/** German: a missing date in German words, not zod's "Invalid ISO date". */
export const GermanDateErrors: Story = {
  globals: { locale: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Senden' }));
    await expect(await canvas.findByText('Geben Sie das Datum des Treffens an')).toBeVisible();
    await expect(canvas.queryByText(/Invalid ISO date/)).not.toBeInTheDocument();
  },
};
/** One review per client: the API refuses a second one, and says why in the visitor's language. */
export const AlreadyReviewed: Story = {
  args: { onSubmit: failing(validationError({ review: [REVIEW_MESSAGES.alreadyReviewedProfile] })) },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await send(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(REVIEW_MESSAGES.alreadyReviewedProfile);
    await expect(canvas.getByLabelText('Your review')).toHaveValue(REVIEW_TEXT);
  },
};
export const AlreadyReviewedRussian: Story = {
  args: { onSubmit: failing(validationError({ review: [REVIEW_MESSAGES.alreadyReviewedBusiness] })) },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '5 звёзд' }));
    await userEvent.type(canvas.getByLabelText('Ваш отзыв'), REVIEW_TEXT);
    await userEvent.type(canvas.getByLabelText('Дата встречи'), '2025-03-14');
    await userEvent.selectOptions(canvas.getByLabelText('Продолжительность встречи'), '2 h');
    await userEvent.click(canvas.getByRole('button', { name: 'Отправить' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Вы уже оставили отзыв об этом заведении.');
  },
};
export const Guest: Story = { args: { role: null } };
export const WrongRole: Story = { args: { role: 'INDIVIDUAL' } };
