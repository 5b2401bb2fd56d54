import { useParams } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { routePath } from '@portal/sdk';
import { usePurchases } from '@portal/components/features/payments';
import { useSession } from '@portal/sdk/react';
import { EmptyState, Spinner } from '@portal/components';
import { ButtonLink } from '@portal/components/Button';
import { PurchasesHistory } from '@portal/components/payments';
import { useServices } from '../../data/use-services';
import { PageMeta } from '../../shell/PageMeta';
import { useWalletSubject } from './useWalletSubject';
import styles from './wallet.module.css';

/**
 * §2 /business/payments/{id}: one purchase of the business (what, when, coins, price, valid until)
 * and what it promoted. The API lists purchases only, so the page reads the business's list.
 */
export function PurchaseDetailPage() {
  const { t } = useCachedTranslation();
  const { locale } = useServices();
  const params = useParams();
  const id = Number(params.id);
  const { user } = useSession();
  const subject = useWalletSubject('business', null);
  const history = usePurchases({}, { enabled: !!user });
  const purchase = history.purchases?.find((p) => p.id === id) ?? null;
  const title = t('editor.payments.detailTitle', { id: params.id ?? '' });
  const promoted = purchase?.kind === 'package'
    ? purchase.target.type === 'business'
      ? t('editor.payments.promoteBusiness')
      : purchase.target.name ?? subject.models.find((m) => m.id === purchase.target.id)?.name ?? null
    : null;

  let body;
  if (history.error || history.purchases) {
    body = purchase || history.error ? (
      <PurchasesHistory purchases={purchase ? [purchase] : []} error={history.error} onRetry={() => void history.refetch()} showTarget />
    ) : <EmptyState message={t('editor.payments.notFound')} />;
  } else {
    body = <Spinner label={title} />;
  }

  return (
    <section className={styles.page} aria-labelledby="purchase-title">
      <PageMeta title={title} />
      <h1 id="purchase-title" className={styles.title}>{title}</h1>
      {body}
      {promoted ? <p>{t('editor.payments.promote')}: <bdi>{promoted}</bdi></p> : null}
      {purchase ? <p className={styles.muted}>{t('editor.payments.paidBy')}</p> : null}
      <div>
        <ButtonLink href={routePath('business-payments', {}, locale)} variant="secondary">{t('editor.payments.back')}</ButtonLink>
      </div>
    </section>
  );
}
