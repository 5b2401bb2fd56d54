import type { Role } from '../../schemas';
import type { MockStore } from '../store/store';
import type { UserRecord } from '../store/types';
import { DEMO_PASSWORD } from './demo-accounts';

/** A seeded account. Every seeded account shares the demo password, so any of them can log in. */
export function makeUser(store: MockStore, fields: { name: string; email: string; role: Role; country_id: number; created_at: number }): UserRecord {
  return store.addUser({
    id: store.nextId('user'),
    surname: null,
    password: DEMO_PASSWORD,
    newsletter: false,
    email_verified: true,
    locale: null,
    profile_ids: [],
    business_id: null,
    ...fields,
  });
}
