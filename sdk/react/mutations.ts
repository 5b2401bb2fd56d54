import type { QueryClient, QueryKey, UseMutationOptions } from '@tanstack/react-query';
import type { LocaleTag } from '../locale';
import type { AnyPortalError } from '../client/errors';
import type { PortalClient } from '../client/portal-client';
import { portalKeys as k, portalMutationKeys as m } from '../queries/keys';
import { applyLike, rollbackLike, settleLike } from './optimistic';
import type { LikeSnapshot, LikeTarget } from './optimistic';

type P = PortalClient;

/**
 * The options of one write: TanStack's mutation options with the SDK's error type (so
 * `useMutation(options).error` is `AnyPortalError | null`, nothing registered globally) and a key.
 */
export type PortalMutationOptions<TData, TVars, TContext = unknown> = UseMutationOptions<TData, AnyPortalError, TVars, TContext> & {
  mutationKey: QueryKey;
};

/** TanStack's `mutationOptions` is an identity that only types its argument: the same, with the SDK's error. */
const mutationOptions = <TData, TVars, TContext = unknown>(
  options: PortalMutationOptions<TData, TVars, TContext>,
): PortalMutationOptions<TData, TVars, TContext> => options;
type Arg<F extends (...args: never[]) => unknown, I extends number> = Parameters<F>[I];
type Upload = { file: Blob; main?: boolean; onProgress?: (fraction: number) => void };

/** The empty key matches every query: used where a write changes personalised answers everywhere. */
const EVERYTHING: QueryKey = [];

/** Refreshes every query under each key (active ones refetch, the rest are marked stale). */
const refresh = (queryClient: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/**
 * Mutation options for every write of the API, bound to a client and a QueryClient. Each one
 * refreshes the queries its write makes stale: a review refreshes the reviews and the rating it
 * changes, a purchase the balance, the purchases and the statuses, an image the editor and the
 * cards... Likes are optimistic (see `like`). Errors are typed as the client's PortalErrors.
 */
export function portalMutations(client: P, queryClient: QueryClient) {
  const write = <TData, TVars>(mutationKey: QueryKey, mutationFn: (vars: TVars) => Promise<TData>, stale: (vars: TVars) => readonly QueryKey[]) =>
    mutationOptions<TData, TVars>({
      mutationKey,
      mutationFn,
      // Returned, so the mutation stays pending until the refreshed data is in.
      onSuccess: (_data, vars) => refresh(queryClient, stale(vars)),
    });

  type SettingsAnswer = Awaited<ReturnType<P['settings']['get']>>;
  /** A write whose answer is the account's settings: it replaces the cached settings (no refetch). */
  const settingsWrite = <TVars>(mutationKey: QueryKey, mutationFn: (vars: TVars) => Promise<SettingsAnswer>) =>
    mutationOptions<SettingsAnswer, TVars>({
      mutationKey,
      mutationFn,
      onSuccess: (answer) => {
        queryClient.setQueryData(k.settings.get(), answer);
      },
    });

  /** The like toggles in every cached card and page at once, and rolls back if the call fails. */
  const like = (target: LikeTarget, id: number, call: () => Promise<{ likes: number; is_liked: boolean }>) =>
    mutationOptions<Awaited<ReturnType<typeof call>>, void, LikeSnapshot>({
      mutationKey: target === 'profile' ? m.profiles('like', id) : m.businesses('like', id),
      // Likes of one item run one after another, so each toggle starts from the previous answer.
      scope: { id: `like-${target}-${id}` },
      mutationFn: call,
      onMutate: () => applyLike(queryClient, target, id),
      onError: (_error, _vars, snapshot) => rollbackLike(queryClient, snapshot),
      onSettled: (answer) => settleLike(queryClient, target, id, answer),
    });

  const profileViews = (id: number) => [k.profiles.edit(id), k.profiles.details(), k.profiles.lists(), k.businesses.dashboards()];
  const businessViews = (id: number) => [k.businesses.dashboard(id), k.businesses.questionnaire(id), k.businesses.shows(), k.businesses.lists()];
  const purchaseViews = [k.session.all, k.payments.all, k.profiles.edits(), k.profiles.details(), k.businesses.dashboards()];

  return {
    session: {
      /** Switches the language: the header at once, the server preference, then every cached answer. */
      setLocale: () =>
        mutationOptions<Awaited<ReturnType<P['session']['setLocale']>>, LocaleTag>({
          mutationKey: m.session('setLocale'),
          mutationFn: (locale) => {
            client.setLocale(locale);
            return client.session.setLocale(locale);
          },
          onSuccess: () => queryClient.invalidateQueries(),
        }),
      /** After a login or registration every personalised answer (likes, favourites) is refetched. */
      login: () => write(m.session('login'), (body: Arg<P['session']['login'], 0>) => client.session.login(body), () => [EVERYTHING]),
      register: () => write(m.session('register'), (body: Arg<P['session']['register'], 0>) => client.session.register(body), () => [EVERYTHING]),
      forgotPassword: () =>
        write(m.session('forgotPassword'), (body: Arg<P['session']['forgotPassword'], 0>) => client.session.forgotPassword(body), () => []),
      resetPassword: () =>
        write(m.session('resetPassword'), (body: Arg<P['session']['resetPassword'], 0>) => client.session.resetPassword(body), () => []),
      verifyEmail: () =>
        write(m.session('verifyEmail'), (body: Arg<P['session']['verifyEmail'], 0>) => client.session.verifyEmail(body), () => [k.session.all]),
      /** Ends the token on the server (useSession's logout calls the client directly, after clearing locally). */
      logout: () => write(m.session('logout'), () => client.session.logout(), () => []),
      sendContactForm: () =>
        write(m.session('sendContactForm'), (body: Arg<P['session']['sendContactForm'], 0>) => client.session.sendContactForm(body), () => []),
    },
    profiles: {
      create: () =>
        write(m.profiles('create'), (body: Arg<P['profiles']['create'], 0>) => client.profiles.create(body), () => [
          k.profiles.all, k.businesses.dashboards(),
        ]),
      update: () =>
        write(m.profiles('update'), ({ id, body }: { id: number; body: Arg<P['profiles']['update'], 1> }) => client.profiles.update(id, body), ({ id }) =>
          profileViews(id)),
      saveEdit: () =>
        write(m.profiles('saveEdit'), ({ id, body }: { id: number; body: Arg<P['profiles']['saveEdit'], 1> }) => client.profiles.saveEdit(id, body), ({ id }) =>
          profileViews(id)),
      uploadImage: () =>
        write(m.profiles('uploadImage'), ({ id, file, ...o }: Upload & { id: number }) => client.profiles.uploadImage(id, file, o), ({ id }) =>
          profileViews(id)),
      deleteImages: () =>
        write(m.profiles('deleteImages'), ({ id, body }: { id: number; body: Arg<P['profiles']['deleteImages'], 1> }) =>
          client.profiles.deleteImages(id, body), ({ id }) => profileViews(id)),
      /** The gallery in the owner's order, the first the main photo (beyond spec 7). */
      arrangeImages: () =>
        write(m.profiles('arrangeImages'), ({ id, body }: { id: number; body: Arg<P['profiles']['arrangeImages'], 1> }) =>
          client.profiles.arrangeImages(id, body), ({ id }) => profileViews(id)),
      changeStatus: () =>
        write(m.profiles('changeStatus'), ({ id, body }: { id: number; body: Arg<P['profiles']['changeStatus'], 1> }) =>
          client.profiles.changeStatus(id, body), ({ id }) => profileViews(id)),
      /** Optimistic: count and is_liked change at once everywhere the profile is shown. */
      like: (id: number) => like('profile', id, () => client.profiles.like(id)),
      createReview: () =>
        write(m.profiles('createReview'), ({ id, body }: { id: number; body: Arg<P['profiles']['createReview'], 1> }) =>
          client.profiles.createReview(id, body), ({ id }) => [
          k.profiles.reviewsOf(id), k.reviews.lists(), k.profiles.details(), k.profiles.lists(),
        ]),
      requestVerification: () =>
        write(m.profiles('requestVerification'), (body: Arg<P['profiles']['requestVerification'], 0>) =>
          client.profiles.requestVerification(body), (body) => [k.profiles.edit(body.profile_id), k.profiles.details()]),
      favorite: () =>
        write(m.profiles('favorite'), (id: number) => client.profiles.favorite(id), () => [k.account.favorites(), k.profiles.details()]),
    },
    reviews: {
      reply: () =>
        write(m.reviews('reply'), ({ id, body }: { id: number; body: Arg<P['reviews']['reply'], 1> }) => client.reviews.reply(id, body), () => [
          k.reviews.all, k.profiles.reviewLists(), k.businesses.reviewLists(),
        ]),
    },
    businesses: {
      update: () =>
        write(m.businesses('update'), ({ id, body }: { id: number; body: Arg<P['businesses']['update'], 1> }) =>
          client.businesses.update(id, body), ({ id }) => businessViews(id)),
      uploadImage: () =>
        write(m.businesses('uploadImage'), ({ id, file, ...o }: Upload & { id: number }) => client.businesses.uploadImage(id, file, o), ({ id }) =>
          businessViews(id)),
      deleteImages: () =>
        write(m.businesses('deleteImages'), ({ id, body }: { id: number; body: Arg<P['businesses']['deleteImages'], 1> }) =>
          client.businesses.deleteImages(id, body), ({ id }) => businessViews(id)),
      favorite: () =>
        write(m.businesses('favorite'), (id: number) => client.businesses.favorite(id), () => [k.account.favorites(), k.businesses.shows()]),
      /** Optimistic, like the profile like. */
      like: (id: number) => like('business', id, () => client.businesses.like(id)),
      createReview: () =>
        write(m.businesses('createReview'), ({ id, body }: { id: number; body: Arg<P['businesses']['createReview'], 1> }) =>
          client.businesses.createReview(id, body), ({ id }) => [
          k.businesses.reviewsOf(id), k.reviews.lists(), k.businesses.shows(), k.businesses.lists(),
        ]),
    },
    media: {
      uploadStory: () =>
        write(m.media('uploadStory'), ({ file, ...o }: Omit<Upload, 'main'>) => client.media.uploadStory(file, o), () => [k.media.all]),
    },
    payments: {
      /** A purchase refreshes the balance, the purchase history and the statuses it may have changed. */
      buyLoveCoins: () =>
        write(m.payments('buyLoveCoins'), (input: Arg<P['payments']['buyLoveCoins'], 0>) => client.payments.buyLoveCoins(input), () => purchaseViews),
      /** A 409 (the quote changed meanwhile, or the target is hidden) refreshes the same views: the page shows the state that refused it. */
      // Typed by mutationOptions again: a bare spread's inferred type names query-core's internal chunks (TS2742 in the declaration build).
      buyPackage: () =>
        mutationOptions<Awaited<ReturnType<P['payments']['buyPackage']>>, Arg<P['payments']['buyPackage'], 0>>({
          ...write(m.payments('buyPackage'), (input: Arg<P['payments']['buyPackage'], 0>) => client.payments.buyPackage(input), () => purchaseViews),
          onError: (error: AnyPortalError) =>
            (error.kind === 'quote-changed' || error.kind === 'not-promotable' ? refresh(queryClient, purchaseViews) : undefined),
        }),
    },
    /**
     * The account's settings (beyond spec 7). A change answers the whole settings, which become
     * the cached settings at once: the page shows them without asking the API again.
     */
    settings: {
      update: () => settingsWrite(m.settings('update'), (body: Arg<P['settings']['update'], 0>) => client.settings.update(body)),
      changePassword: () =>
        write(m.settings('changePassword'), (body: Arg<P['settings']['changePassword'], 0>) => client.settings.changePassword(body), () => []),
      changeEmail: () => settingsWrite(m.settings('changeEmail'), (body: Arg<P['settings']['changeEmail'], 0>) => client.settings.changeEmail(body)),
      /** The account is gone: the caller logs out, which clears every cached answer. */
      deleteAccount: () =>
        write(m.settings('deleteAccount'), (body: Arg<P['settings']['deleteAccount'], 0>) => client.settings.deleteAccount(body), () => []),
    },
    calendar: {
      /** Availability shows on the editor and the public profile. */
      update: () =>
        write(m.calendar('update'), ({ id, body }: { id: number; body: Arg<P['calendar']['update'], 1> }) => client.calendar.update(id, body), ({ id }) =>
          profileViews(id)),
    },
  };
}

export type PortalMutations = ReturnType<typeof portalMutations>;
