import { DEMO_ACCOUNTS } from '../mocks/browser';
import type { Role } from '../schemas/constants';
import type { UserSession } from '../schemas/entities/session';
import type { Session } from '../sdk/session';

/** The toolbar's roles: a guest or one of the three account holders (BUSSINESS spelt so). */
export const ROLE_CHOICES = ['guest', 'MEMBER', 'INDIVIDUAL', 'BUSSINESS'] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

export const roleOf = (choice: unknown): Role | null =>
  choice === 'MEMBER' || choice === 'INDIVIDUAL' || choice === 'BUSSINESS' ? choice : null;

const user = (over: Partial<UserSession> & Pick<UserSession, 'id' | 'name' | 'email' | 'role'>): UserSession => ({
  surname: null, main_image: null, age: null, gender: null, profile_id: null, business_id: null,
  category_slug: null, business: null, ...over,
});

/**
 * Sessions of the mock backend's demo accounts: their tokens are valid in the seeded store, so
 * stories act as that user without logging in.
 */
export function sessionFor(choice: unknown): Session | null {
  switch (roleOf(choice)) {
    case 'MEMBER': {
      const a = DEMO_ACCOUNTS.member;
      return { token: a.token, user: user({ id: a.userId, name: 'Martin', email: a.email, role: a.role }) };
    }
    case 'INDIVIDUAL': {
      const a = DEMO_ACCOUNTS.model;
      return {
        token: a.token,
        user: user({ id: a.userId, name: 'Chloé', email: a.email, role: a.role, age: 24, profile_id: a.profileId, category_slug: 'escort' }),
      };
    }
    case 'BUSSINESS': {
      const a = DEMO_ACCOUNTS.business;
      return {
        token: a.token,
        user: user({ id: a.userId, name: 'Velvet House', email: a.email, role: a.role, business_id: a.businessId, business: { id: a.businessId, category: 'agencies' } }),
      };
    }
    default:
      return null;
  }
}
