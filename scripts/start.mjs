#!/usr/bin/env node
/** `npm start`: the production build, built first when stale, with the embedded mock API unless PORTAL_API_URL is set (scripts/site-start.mjs). */
import { startSite } from './site-start.mjs';

await startSite();
