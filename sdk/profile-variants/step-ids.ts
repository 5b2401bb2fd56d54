/** The editor's step ids without their schemas (zod-free, so visitor pages may read them). */
export const STEP_IDS = [
  'general', 'parameters', 'services', 'media', 'about', 'contacts', 'rates', 'workingTime', 'preview', 'send',
  // Web cam models only: the platforms where her shows are.
  'platforms',
] as const;
export type StepId = (typeof STEP_IDS)[number];

/** §2 the escort editor: the spec's ten steps in the spec's order. */
export const ESCORT_STEP_IDS: readonly StepId[] = STEP_IDS.filter((id) => id !== 'platforms');

export const isStepId = (value: unknown): value is StepId => typeof value === 'string' && (STEP_IDS as readonly string[]).includes(value);
