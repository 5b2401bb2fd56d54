import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Greek catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/el'),
  editor: () => import('../sections/editor/el'),
  visitor: () => import('../sections/visitor/el'),
  payments: () => import('../sections/payments/el'),
  auth: () => import('../sections/auth/el'),
  feedback: () => import('../sections/feedback/el'),
  stories: () => import('../sections/stories/el'),
  forms: () => import('../sections/forms/el'),
};

export default sections;
