import { useQuery } from '@tanstack/react-query';
import { currentPackage } from '@portal/sdk';
import { dashboardStateOf, isPromotable } from '@portal/components/features/business';
import type { PackageType, BalanceTarget } from '@portal/sdk';
import { usePortalQueries, useSession } from '@portal/sdk/react';
import type { HiddenReason, PromotableModel } from '@portal/components/payments';

/** Whose payments page this is: the model's (own area or the web cam area) or the business's. */
export type WalletOwner = 'profile' | 'webcam' | 'business';

export interface WalletSubject {
  /** The wallet that pays and receives LoveCoins (§3: the profile's, the business's for businesses). */
  payer: BalanceTarget;
  /** What TOP/VIP is bought for: the model's profile, or the business page or one of its models. */
  target: BalanceTarget;
  /** The package `target` holds now; undefined while not known yet. */
  current: PackageType | null | undefined;
  /** Whom TOP/VIP is for and whose wallet pays, as the confirmation names them. */
  targetName: string;
  payerName: string;
  /** A business's model profiles visitors can see, for the picker (empty for a model). */
  models: readonly PromotableModel[];
  /** The session names a profile or business (false for a model before her profile exists). */
  ready: boolean;
  /** Why visitors cannot see `target` (no TOP/VIP is sold for it then); null when they can or while unknown. */
  hidden: HiddenReason | null;
}

/**
 * Reads who pays and what is promoted from the session and the owner's data: the model's own
 * profile (its statuses), or the business dashboard (the business page and its models' statuses).
 * `chosen` is the model a business picked (its profile id), null for the business page itself.
 */
export function useWalletSubject(owner: WalletOwner, chosen: number | null): WalletSubject {
  const { user } = useSession();
  const queries = usePortalQueries();
  const business = owner === 'business';
  const businessId = user?.business_id ?? null;
  const profileId = user?.profile_id ?? null;
  const dashboard = useQuery({ ...queries.businesses.dashboard(businessId ?? 0), enabled: business && businessId !== null });
  const own = useQuery({ ...queries.profiles.edit(profileId ?? 0), enabled: !business && profileId !== null });

  if (business) {
    const payer: BalanceTarget = businessId !== null ? { business_id: businessId } : {};
    // Finding 8: only what visitors can see is offered for promotion (no drafts, no moderation).
    const models = (dashboard.data?.profiles ?? []).filter(isPromotable)
      .map((p) => ({ id: p.id, name: p.name, package: currentPackage(p.statuses) }));
    const model = chosen === null ? null : models.find((m) => m.id === chosen) ?? null;
    const target: BalanceTarget = model ? { profile_id: model.id } : payer;
    let current: PackageType | null | undefined;
    if (dashboard.data) current = model ? model.package : currentPackage(dashboard.data.data);
    const payerName = dashboard.data?.data.name ?? '';
    // The business page is public once its questionnaire is sent (is_final); its models are filtered above.
    const hidden = !model && dashboard.data && !dashboard.data.data.is_final ? 'business' : null;
    return { payer, target, current, models, targetName: model?.name ?? payerName, payerName, ready: businessId !== null, hidden };
  }
  const payer: BalanceTarget = profileId !== null ? { profile_id: profileId } : {};
  const current = own.data ? currentPackage(own.data.data.statuses) : undefined;
  const name = own.data?.data.name ?? '';
  const state = own.data ? dashboardStateOf(own.data.data) : 'active';
  return {
    payer, target: payer, current, models: [], targetName: name, payerName: name, ready: profileId !== null,
    hidden: state === 'active' ? null : state,
  };
}
