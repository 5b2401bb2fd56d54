import type { CatalogShape } from '../../catalog-shape';

/**
 * What visitors of leading directory sites expect, beyond the spec (mounted at `visitor`): the
 * listing's sort orders and searches, the full-screen photos, the phone's contact bar, sharing a
 * page and the recently viewed profiles. A section of its own, kept out of the main catalog's
 * budget: a page's loader adds it on the server, and in the browser the page's lazy parts that
 * show these texts wait for it (`useSection('visitor')`), so nothing of it is in a first load.
 */
const visitor = {
  sort: {
    default: 'Recommended',
    newest: 'Newest first',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    rating: 'Best rated',
  },
  search: {
    label: 'Search profiles',
    name: 'Name',
    namePlaceholder: 'Search by name',
    clearName: 'Clear the name search',
    city: 'City search',
    cityPlaceholder: 'Type a city',
    clearCity: 'Any city',
    noCity: 'No city matches “{text}”',
    cities_one: '{count} city',
    cities_other: '{count} cities',
  },
  photos: {
    fullScreen: 'Full screen',
    dialog: 'Photos of {name}',
    photoOf: 'Photo {index} of {total}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
  },
  contact: {
    bar: 'Contact {name}',
    call: 'Call',
  },
  share: {
    share: 'Share',
    title: '{name} on {site}',
    copied: 'Link copied',
    failed: 'The link could not be copied. Select it and copy it yourself:',
    link: 'Link to this page',
  },
  /** A profile's parameters beyond its key facts, and the headline's note that she works today. */
  details: {
    all: 'All details',
    availableToday: 'Available today',
    agency: 'Her agency’s page',
  },
  recent: {
    title: 'Recently viewed',
    clear: 'Clear the history',
    note: 'Kept on this device only.',
  },
  /** A signed-in member's "buy this place": advertising needs an advertiser account. */
  buyPlace: {
    advertisersOnly: 'Places are bought by advertisers, with a model or business account. Your client account cannot advertise: to buy a place, sign out and create an advertiser account.',
    signOut: 'Sign out and create an advertiser account',
  },
  /** Instead of the review form, once the member has reviewed this profile or business. */
  reviewedOn: 'You reviewed this on {date}.',
};

export type VisitorCatalog = CatalogShape<typeof visitor>;

export default visitor satisfies VisitorCatalog;
