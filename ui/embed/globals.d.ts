import type { EmbedTexts } from './dictionary';

declare global {
  /** Inlined by scripts/build-embed.mjs (esbuild `define`) from ui/embed/build-data.ts. */
  const __PORTAL_EMBED__: { texts: Record<string, EmbedTexts>; ageCookie: string; ageMaxAge: number };
}
