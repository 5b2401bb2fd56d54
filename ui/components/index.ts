/**
 * The portal's presentational components: props in, events out, no fetching. Texts come from the
 * i18next instance of react-i18next's I18nextProvider (internal/useCachedTranslation.ts), so one
 * must be above them; links render through LinkProvider (plain <a> by default).
 */
export * from './ActiveFilters';
export * from './Badges';
export * from './BusinessCard';
export * from './BusinessInfo';
export * from './BusinessFilters';
export * from './BuyThisPlace';
export * from './Button';
export * from './CardGrid';
export * from './CardMarkers';
export * from './CategoryTiles';
export * from './CitySearch';
export * from './CamPlatforms';
export * from './ContactBar';
export * from './ContactReveal';
export * from './EmptyState';
export * from './ErrorState';
export * from './FilterPanel';
export * from './FoundCount';
export * from './Gallery';
export * from './HomeSlider';
export * from './LinkProvider';
export * from './ListingToolbar';
export * from './Modal';
export * from './Pagination';
export * from './PhotoViewer';
export * from './ParametersList';
export * from './ProfileCard';
export * from './ProfileCardSkeleton';
export * from './PaidZone';
export * from './ProfileMeta';
export * from './ProfileNav';
export * from './RatesTable';
export * from './RatingStars';
export * from './RecentlyViewed';
export * from './ReviewFilters';
export * from './ReviewList';
export * from './SearchParamsAdapter';
export * from './ServicesList';
export * from './ShareButton';
export * from './SponsoredLabel';
export * from './Spinner';
export * from './VisuallyHidden';
export * from './WorkingTimeTable';
export * from './Wordmark';
export * from './AudienceSwitch';
export * from './AdvertiserBenefits';
export * from './AvailabilityNote';
