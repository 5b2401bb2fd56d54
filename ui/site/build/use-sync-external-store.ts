/**
 * `use-sync-external-store/shim` for the production builds (vite.config.ts aliases it here): the
 * shim exists for React before 18, and with React 19 it hands out React's own hook anyway.
 */
export { useSyncExternalStore } from 'react';
