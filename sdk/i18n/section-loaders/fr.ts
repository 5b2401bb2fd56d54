import type { LocaleSectionLoaders } from '../section-names';

/**
 * The French catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/fr'),
  editor: () => import('../sections/editor/fr'),
  visitor: () => import('../sections/visitor/fr'),
  payments: () => import('../sections/payments/fr'),
  auth: () => import('../sections/auth/fr'),
  feedback: () => import('../sections/feedback/fr'),
  stories: () => import('../sections/stories/fr'),
  forms: () => import('../sections/forms/fr'),
};

export default sections;
