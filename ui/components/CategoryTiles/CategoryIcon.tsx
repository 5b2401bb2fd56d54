import type { BusinessType, ProfileCategory } from '@portal/sdk';

/** A category a tile, a chip or an icon stands for: a profile listing or a business type. */
export type TileCategory = ProfileCategory | BusinessType;

/**
 * A line icon per category (decorative, inline SVG: nothing to download, no photos of people),
 * drawn on a 24-unit grid in the current text colour.
 */
const PATHS: Record<TileCategory, string> = {
  // A heart: the independents.
  escort: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  // A building with windows: the agencies.
  agencies: 'M5 21V5l7-2v18M12 8h7v13M8 8h1M8 12h1M8 16h1M15 12h1M15 16h1M3 21h18',
  // Drops of oil: massage.
  massage_salons: 'M12 3s-5 6-5 10a5 5 0 0 0 10 0c0-4-5-10-5-10zM10 14a2 2 0 0 0 2 2',
  // A spotlight star: the clubs' stage.
  strip_club: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  // A door ajar: the studios.
  studio_sex: 'M6 21V4h12v17M6 21h12M14 12h1M9 4v17',
  // A camera: web cam.
  web_cam: 'M3 7h12v10H3zM15 10l6-3v10l-6-3',
  // The transgender symbol.
  trances: 'M12 14a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 14v7M9.5 18.5h5M15 7l5-5M16.5 2H20v3.5M9 7L4 2M7.5 2H4v3.5',
  // A lock on a heart: subscriptions.
  onlyfans: 'M6 11h12v10H6zM9 11V8a3 3 0 0 1 6 0v3M12 15v2',
  // Two links of a chain.
  bdsm: 'M10 14a4 4 0 0 1 0-5.7l2.3-2.3a4 4 0 0 1 5.7 5.7l-1.2 1.2M14 10a4 4 0 0 1 0 5.7l-2.3 2.3a4 4 0 0 1-5.7-5.7l1.2-1.2',
};

export function CategoryIcon({ category, className }: { category: TileCategory; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 24 24" width="28" height="28" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={PATHS[category]} />
    </svg>
  );
}
