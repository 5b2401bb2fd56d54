import type { Role } from '../../schemas/constants';
import type { UserSession } from '../../schemas/entities/session';

/**
 * The session's shapes, apart from the rules that read them (./session) and write them
 * (./cookie-rules), which both need them.
 */

/** The least the session rules need of a user; `UserSession` (schemas/entities/session) has it. */
export interface SessionUserLike {
  readonly id: number;
  readonly name: string;
  readonly role: Role;
}

export interface Session<U extends SessionUserLike = UserSession> {
  readonly token: string;
  readonly user: U;
}

export interface LoginData<U extends SessionUserLike = UserSession> extends Session<U> {
  readonly remember: boolean;
}
