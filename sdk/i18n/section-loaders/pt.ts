import type { LocaleSectionLoaders } from '../section-names';

/**
 * The Portuguese catalog sections, each its own chunk (section-names.ts says what each holds). A
 * default export only, like a catalog: a CommonJS build makes it `module.exports`.
 */
const sections: LocaleSectionLoaders = {
  legal: () => import('../sections/legal/pt'),
  editor: () => import('../sections/editor/pt'),
  visitor: () => import('../sections/visitor/pt'),
  payments: () => import('../sections/payments/pt'),
  auth: () => import('../sections/auth/pt'),
  feedback: () => import('../sections/feedback/pt'),
  stories: () => import('../sections/stories/pt'),
  forms: () => import('../sections/forms/pt'),
};

export default sections;
