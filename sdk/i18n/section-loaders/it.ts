import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Italian catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/it'),
  editor: () => import('../sections/editor/it'),
  visitor: () => import('../sections/visitor/it'),
  payments: () => import('../sections/payments/it'),
  auth: () => import('../sections/auth/it'),
  feedback: () => import('../sections/feedback/it'),
  stories: () => import('../sections/stories/it'),
  forms: () => import('../sections/forms/it'),
};

export default sections;
