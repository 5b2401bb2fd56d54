import type { ProfileCategory } from '../../schemas';
import type { Rng } from './prng';

/** Non-explicit copy for the seed: friendly, generic sentences, assembled per profile. */
const OPENERS = [
  (name: string, city: string) => `Hi, I am ${name}, a warm and cheerful companion based in ${city}.`,
  (name: string, city: string) => `Welcome to my page! My name is ${name} and I live in ${city}.`,
  (name: string, city: string) => `${name} here: relaxed, curious and always happy to discover ${city} with good company.`,
];
const MIDDLES = [
  'I enjoy good conversation, art galleries and long dinners.',
  'Discretion and respect matter to me, and I always arrive on time.',
  'I love live music, quiet cafes and walks along the river.',
  'Friends describe me as easy-going, attentive and full of humour.',
  'I am happy to join you at business dinners, parties and weekend trips.',
  'Good manners, a smile and a relaxed pace make every meeting better.',
];
const BY_CATEGORY: Readonly<Record<ProfileCategory, readonly string[]>> = {
  escort: ['Let us plan an evening that feels easy and relaxed.', 'Message me to arrange a date that suits you.'],
  trances: ['Confident, open-minded and proud of who I am.', 'Let us plan an evening that feels easy and relaxed.'],
  web_cam: ['Join my live shows in the evenings for chats and dancing.', 'I stream most weekdays and love reading your messages.'],
  onlyfans: ['Subscribe to my page for photo sets and daily updates.', 'New themed photo sets every week.'],
  bdsm: ['Experienced in light role play with clear boundaries and consent first.', 'Boundaries are agreed before we meet, always.'],
};

export function profileDescription(rng: Rng, name: string, city: string, category: ProfileCategory): string {
  const opener = rng.pick(OPENERS)(name, city);
  const middle = rng.sample(MIDDLES, 2).join(' ');
  return `${opener} ${middle} ${rng.pick(BY_CATEGORY[category])}`;
}

const BUSINESS_LINES = [
  'A calm, discreet venue with friendly staff and a warm welcome.',
  'Elegant rooms, soft music and a team that puts comfort first.',
  'Open late every day, with easy parking and a private entrance.',
  'Our hosts speak several languages and are happy to help you choose.',
  'Clean, modern and central, a few minutes from the main station.',
];

export function businessDescription(rng: Rng, name: string, city: string): string {
  return `${name} in ${city}. ${rng.sample(BUSINESS_LINES, 3).join(' ')}`;
}

const REVIEW_BODIES = [
  (n: string) => `A pleasant evening: ${n} was punctual, friendly and easy to talk to. Would happily meet again.`,
  (n: string) => `Exactly as described on the page. ${n} made me feel comfortable from the first minute.`,
  (n: string) => `Great conversation over dinner with ${n}, relaxed and respectful. Recommended without hesitation.`,
  (n: string) => `The place was clean and quiet, and ${n} was charming and attentive the whole time.`,
  (n: string) => `Good communication before the meeting and a lovely time with ${n}. Thank you for the evening.`,
  (n: string) => `It was fine overall, although ${n} arrived a little late. Friendly and polite nonetheless.`,
];
const REPLIES = [
  'Thank you so much for the kind words, it was a pleasure to meet you!',
  'Thank you for your feedback, I am glad you enjoyed the evening. See you soon!',
  'Many thanks for taking the time to write this review, it means a lot to us.',
];

export function reviewBody(rng: Rng, subjectName: string): string {
  return rng.pick(REVIEW_BODIES)(subjectName);
}

export function reviewReply(rng: Rng): string {
  return rng.pick(REPLIES);
}

/** Reviews lean positive, as on most directories. */
export function reviewRating(rng: Rng): number {
  return rng.weighted([[5, 50], [4, 30], [3, 12], [2, 5], [1, 3]]);
}
