import { FAVORITES_CLIENTS_ONLY_MESSAGE, LIKES_CLIENTS_ONLY_MESSAGE, REVIEWS_USERS_ONLY_MESSAGE } from '../../schemas/constants';
import type { Locale, Role } from '../../schemas/constants';
import { LOGIN_REDIRECT_PARAM, routePath } from '../routes';

/**
 * §5, §6: who may like, favourite, review and reply. Likes, favourites and reviews belong to
 * registered clients (MEMBER; the API's roles say so too); replies belong to the reviewed model
 * or business. The restriction texts are the §8 ones.
 */
export type InteractionKind = 'like' | 'favorite' | 'review' | 'reply';

export type Permission =
  | { readonly allowed: true }
  | {
      readonly allowed: false;
      /** 'guest': logging in may help, so a login link is offered; 'role': this account may not. */
      readonly because: 'guest' | 'role';
      readonly message: string;
    };

const RESTRICTION: Record<Exclude<InteractionKind, 'reply'>, string> = {
  like: LIKES_CLIENTS_ONLY_MESSAGE,
  favorite: FAVORITES_CLIENTS_ONLY_MESSAGE,
  review: REVIEWS_USERS_ONLY_MESSAGE,
};

export function interactionPermission(kind: InteractionKind, role: Role | null | undefined): Permission {
  if (kind === 'reply') {
    // Replying is for the owner of the reviewed page; ownership is the page's decision.
    if (role === 'INDIVIDUAL' || role === 'BUSSINESS') return { allowed: true };
    return { allowed: false, because: role ? 'role' : 'guest', message: REVIEWS_USERS_ONLY_MESSAGE };
  }
  if (role === 'MEMBER') return { allowed: true };
  return { allowed: false, because: role ? 'role' : 'guest', message: RESTRICTION[kind] };
}

/**
 * The login page that sends the visitor back to `currentPath` afterwards (§5 return param).
 * `currentPath` is the unprefixed or prefixed path with its query string, as in the address bar.
 */
export function loginHrefFor(currentPath: string, locale?: Locale): string {
  const back = new URLSearchParams({ [LOGIN_REDIRECT_PARAM]: currentPath || '/' });
  return `${routePath('login', undefined, locale)}?${back.toString()}`;
}
