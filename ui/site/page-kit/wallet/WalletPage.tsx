import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { BUSINESS_QUERY } from '@portal/components/features/business/links';
import { routePath, readPaymentReturn } from '@portal/sdk';
import { useBalance, useCurrentPackage, usePurchases } from '@portal/components/features/payments';
import { Spinner } from '@portal/components';
import { ActivePackageBanner, BalanceBadge, BannerSizes, ModelPicker, PaymentReturnNotice, PurchasesHistory } from '@portal/components/payments';
import { useServices } from '../../data/use-services';
import { PageMeta } from '../../shell/PageMeta';
import { PackagesAndCoins } from './PackagesAndCoins';
import { useWalletSubject } from './useWalletSubject';
import type { WalletOwner } from './useWalletSubject';
import styles from './wallet.module.css';

const PAYMENTS_ROUTES = { profile: 'profile-payments', webcam: 'profile-webcam-payments', business: 'business-payments' } as const;

/** `?profile_id=` preselects the model to promote (the business dashboard links with it). */
function profileIdParam(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * §2 /profile/payments, /profile_webcam/payments and /business/payments: the LoveCoins balance,
 * TOP/VIP with the §6 benefits and the §9 offers, the LoveCoins packages and the purchase history;
 * a business chooses what to promote (its page or one of its models) and sees the banner sizes.
 * Every purchase refreshes the balance here and in the header (one cached answer).
 */
export function WalletPage({ owner }: { owner: WalletOwner }) {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<number | null>(() => (owner === 'business' ? profileIdParam(params.get(BUSINESS_QUERY.promotedProfile)) : null));
  const subject = useWalletSubject(owner, chosen);
  const balance = useBalance(subject.payer, { enabled: subject.ready });
  // A business sees every purchase it paid (its page's and its models'); a model her profile's.
  const history = usePurchases(owner === 'business' ? {} : subject.payer, { enabled: subject.ready });
  const held = useCurrentPackage(subject.target, { enabled: subject.ready });
  // Back from the payment provider: the purchase's status from the API says how it went.
  const back = readPaymentReturn(params);
  const returned = back ? history.purchases?.find((p) => p.id === back.purchaseId) : undefined;
  const returnPath = routePath(PAYMENTS_ROUTES[owner], {}, locale);
  const title = t('editor.payments.title');
  const targetKey = `${subject.target.business_id ?? ''}-${subject.target.profile_id ?? ''}`;

  return (
    <section className={styles.page} aria-labelledby="wallet-title">
      <PageMeta title={title} />
      <div className={styles.head}>
        <h1 id="wallet-title" className={styles.title}>{title}</h1>
        <BalanceBadge balance={balance.balance} loading={balance.isLoading || balance.isRefreshing} variant="account" />
      </div>
      {/* The top of the page says what is held and until when; a purchase refreshes it (its toast says it too). */}
      {held.current?.type ? (
        <ActivePackageBanner
          type={held.current.type} validUntil={held.current.valid_until} forWhom={owner === 'business' ? subject.targetName : undefined}
        />
      ) : null}
      {returned ? <PaymentReturnNotice purchase={returned} /> : null}
      {owner === 'business' ? <ModelPicker models={subject.models} value={chosen} onChange={setChosen} /> : null}
      {held.current === undefined ? (
        <Spinner label={t('editor.payments.packagesTitle')} />
      ) : (
        <PackagesAndCoins
          key={targetKey} payer={subject.payer} target={subject.target} held={held.current} balance={balance.balance}
          targetName={subject.targetName} payerName={subject.payerName} returnPath={returnPath} hidden={subject.hidden}
        />
      )}
      <PurchasesHistory
        purchases={history.purchases} loading={history.isLoading} error={history.error} onRetry={() => void history.refetch()}
        hrefFor={owner === 'business' ? (p) => routePath('business-payments-detail', { id: p.id }, locale) : undefined}
        showTarget={owner === 'business'}
      />
      {owner === 'business' ? <BannerSizes /> : null}
    </section>
  );
}
