#!/usr/bin/env node
/**
 * `npm start`'s site with the SSR benchmark's baseline page at /__bench/minimal (bench/minimal-page.ts),
 * added through the renderer option: the production build holds nothing of the benchmark.
 */
import { tsImport } from 'tsx/esm/api';
import { startSite } from '../scripts/site-start.mjs';

const { withMinimalPage } = await tsImport('./minimal-page.ts', import.meta.url);
await startSite({ renderer: withMinimalPage });
