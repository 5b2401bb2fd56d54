import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Spanish catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/es'),
  editor: () => import('../sections/editor/es'),
  visitor: () => import('../sections/visitor/es'),
  payments: () => import('../sections/payments/es'),
  auth: () => import('../sections/auth/es'),
  feedback: () => import('../sections/feedback/es'),
  stories: () => import('../sections/stories/es'),
  forms: () => import('../sections/forms/es'),
};

export default sections;
