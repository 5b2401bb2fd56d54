import { formatMoney } from '../../internal/format';

/** LoveCoins packages are priced in euros (LOVECOINS_PACKAGES.price_eur). */
export const euros = (amount: number, locale: string): string => formatMoney(amount, 'EUR', locale);
