/**
 * The demo accounts, for the README, Storybook and tests. Their ids are fixed because the seed
 * creates them first; their tokens are valid from the start, so a story can act as one of them
 * without logging in (login issues fresh tokens as well).
 */
export const DEMO_PASSWORD = 'Demo-pass-1';

/** The three demo accounts by role: email, password, role, user id, a token valid from the start, and what they own. */
export const DEMO_ACCOUNTS = {
  member: {
    email: 'member@demo.test', password: DEMO_PASSWORD, role: 'MEMBER', userId: 1, token: 'demo-member-token',
  },
  model: {
    email: 'model@demo.test', password: DEMO_PASSWORD, role: 'INDIVIDUAL', userId: 2, token: 'demo-model-token',
    profileId: 1, coins: 500,
  },
  business: {
    email: 'business@demo.test', password: DEMO_PASSWORD, role: 'BUSSINESS', userId: 3, token: 'demo-business-token',
    businessId: 1, coins: 1200,
  },
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
