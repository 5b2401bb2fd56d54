import { useCachedTranslation } from '../internal/useCachedTranslation';
import type { MyPrice } from '@portal/sdk';
import { cx } from '../internal/cx';
import { durationText } from '../internal/duration';
import { formatMoney } from '../internal/format';
import table from '../internal/table.module.css';
import { useIntlLocale } from '../internal/useIntlLocale';
import { VisuallyHidden } from '../VisuallyHidden';

export interface RatesTableProps {
  rates: MyPrice;
  /** ISO code of the prices' currency (USD, EUR…). */
  currency: string;
  className?: string;
}

/** Rates by duration: incall and outcall (outcall includes the taxi), in the profile's currency. */
export function RatesTable({ rates, currency, className }: RatesTableProps) {
  const { t } = useCachedTranslation();
  const locale = useIntlLocale();
  if (rates.time.length === 0) return null;
  const price = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? (
      <>
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('profile.notAvailable')}</VisuallyHidden>
      </>
    ) : (
      formatMoney(amount, currency, locale)
    );
  return (
    <table className={cx(table.table, className)}>
      <caption>
        {t('profile.rates.title')}
        <span className={table.note}>{t('profile.rates.currency')}: {currency}</span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('profile.rates.time')}</th>
          <th scope="col" className={table.num}>{t('profile.rates.incall')}</th>
          <th scope="col" className={table.num}>{t('profile.rates.outcall')}</th>
        </tr>
      </thead>
      <tbody>
        {rates.time.map((time, i) => (
          <tr key={time}>
            <th scope="row">{durationText(time, t)}</th>
            <td className={table.num}>{price(rates.incall[i])}</td>
            <td className={table.num}>{price(rates.outcall[i])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
