import type { DriftReport } from '@portal/sdk';

/**
 * Schema drift in the browser: in development a console warning per answer that lost
 * broken parts (see schemas/tolerance.ts); in production nothing (the server logs what it reads,
 * and this code is left out of the build).
 */
export const warnSchemaDrift: ((report: DriftReport) => void) | undefined = import.meta.env.DEV
  ? (report) => console.warn(`[portal] ${report.method} ${report.path}: broken parts of the answer left out`, report.dropped)
  : undefined;
