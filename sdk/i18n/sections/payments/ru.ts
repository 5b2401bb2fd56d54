import type { PaymentsCatalog } from './en';

/** Russian: LoveCoins packages, TOP and VIP with their benefits, the offers, the purchase history. */
const payments: PaymentsCatalog = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'Что вы получаете',
    packagesIntro: 'Продвигайте анкету с пакетом:',
  },
  packages: {
    starter: 'выгодный старт',
    most_in_demand: 'самый популярный',
    maximum: 'максимум',
  },
  packageOffer: '{coins} LoveCoins за {price}',
  buyTop: 'Купить TOP',
  buyVip: 'Купить VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Создание анкеты и управление аккаунтом',
        higher: 'Более высокое место в списке и в поиске',
        support: 'Техническая поддержка',
        badge: 'Значок TOP',
      },
      VIP: {
        visibility: 'Максимальная видимость',
        manager: 'Персональный менеджер',
        blog: 'Реклама в разделе горячих новостей блога',
        badge: 'Значок VIP',
      },
    },
    business: {
      TOP: { priority: 'Приоритетное место в списке заведений', badge: 'Значок TOP' },
      VIP: {
        allTop: 'Всё, что входит в TOP',
        exclusive: 'Эксклюзивное место в верхних блоках поиска',
        banner: 'Размещение баннера',
        manager: 'Персональный менеджер',
        blog: 'Реклама в горячих новостях блога',
        badge: 'Значок VIP',
      },
    },
  },
  offerPackage_one: 'Экономия {amount} с пакетом на {count} день',
  offerPackage_few: 'Экономия {amount} с пакетом на {count} дня',
  offerPackage_many: 'Экономия {amount} с пакетом на {count} дней',
  offerPackage_other: 'Экономия {amount} с пакетом на {count} дня',
  offerDays_one: '{count} день по цене одного',
  offerDays_few: '{count} дня по цене одного',
  offerDays_many: '{count} дней по цене одного',
  offerDays_other: '{count} дня по цене одного',
  unavailableForYou:
    'Онлайн-оплата временно недоступна. Наши специалисты свяжутся с вами, чтобы подтвердить заказ и сообщить вам реквизиты для оплаты',
  history: { title: 'История покупок', date: 'Дата', item: 'Покупка', amount: 'Сумма' },
};

export default payments;
