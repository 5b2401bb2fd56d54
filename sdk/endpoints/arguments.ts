/**
 * Argument types of the endpoint functions that have a published name. Their own module: the
 * generic caller's types (./derive) name them, and the groups that publish them import the caller.
 */

/** Whose balance, package or purchases: a profile's or a business's (the logged-in user's own by default). */
export interface BalanceTarget {
  profile_id?: number;
  business_id?: number;
}

/** The query of `reference.categories`: the type the operation's query schema reads. */
export interface CategoriesQuery {
  type?: 'profile' | 'business';
  category?: string;
}
