// The hook lives with the components (ui/components/internal/useSection.ts): a component's own lazy
// dialog may need a section too (the report dialog's `feedback`), and components never import the site.
export { ensureSection, useSection } from '@portal/components/internal/useSection';
