import type { CatalogShape } from '../../catalog-shape';

/**
 * The wallet's and the checkout's texts (mounted at `payments`, beside the main catalog's
 * `payments` texts): LoveCoins package names, TOP and VIP with their benefits (§6), the offers
 * (§9), the advertiser's payment-unavailable text and the purchase history. Only the payments pages
 * (profile, web cam, business, a purchase's detail) and their checkout dialog show them; their route
 * declares the section, so its loader adds it on the server and on client navigations, and the
 * browser loads it with the page before it hydrates. What a visitor sees on any page stays in the
 * main catalog: the header's LoveCoins balance, `payments.buyCoins`, the banner sizes' title and
 * intro, and the §8 payment texts the SDK's errors name.
 */
const payments = {
  /** Beside an advertiser's sign-up form: what a package gives. */
  advertiser: {
    whatYouGet: 'What you get',
    packagesIntro: 'Promote your profile with a package:',
  },
  packages: {
    starter: 'advantageous start',
    most_in_demand: 'most in-demand',
    maximum: 'maximum',
  },
  packageOffer: '{coins} LoveCoins for {price}',
  buyTop: 'Buy TOP',
  buyVip: 'Buy VIP',
  benefits: {
    individual: {
      TOP: {
        account: 'Profile creation and account management',
        higher: 'Higher place in the list and in search',
        support: 'Technical support',
        badge: 'TOP badge',
      },
      VIP: {
        visibility: 'Maximum visibility',
        manager: 'Personal manager',
        blog: 'Ad in the hot blog news section',
        badge: 'VIP badge',
      },
    },
    business: {
      TOP: { priority: 'Priority placement in the company listing', badge: 'TOP badge' },
      VIP: {
        allTop: 'Everything in TOP',
        exclusive: 'Exclusive placement in the top search blocks',
        banner: 'Banner placement',
        manager: 'Personal manager',
        blog: 'Ad in the hot blog news',
        badge: 'VIP badge',
      },
    },
  },
  offerPackage_one: 'Save {amount} with a {count}-day package',
  offerPackage_other: 'Save {amount} with a {count}-day package',
  offerDays_one: '{count} day for the price of one',
  offerDays_other: '{count} days for the price of one',
  /** The same, addressed to the advertiser on the payments pages (the spec's text says "the user"). */
  unavailableForYou:
    'Online payment is temporarily unavailable. Specialists will contact you to confirm and give you the payment details',
  history: { title: 'Purchase history', date: 'Date', item: 'Item', amount: 'Amount' },
};

export type PaymentsCatalog = CatalogShape<typeof payments>;

export default payments satisfies PaymentsCatalog;
