import { create } from 'storybook/theming';
import { readTokens } from '../stories/design/tokens';

const token = (name: string) => readTokens().find((t) => t.name === name)?.value ?? '';

/**
 * The docs pages in the site's own dark palette, read from ui/styles/tokens.css: the components
 * are drawn for a dark background, and on Storybook's default white page their light text
 * (a "Sponsored" label, muted meta lines) all but disappears.
 */
export const docsTheme = create({
  base: 'dark',
  brandTitle: 'Portal design system',
  appBg: token('--color-surface'),
  appContentBg: token('--color-bg'),
  appPreviewBg: token('--color-bg'),
  appBorderColor: token('--color-border'),
  barBg: token('--color-surface'),
  textColor: token('--color-text'),
  textMutedColor: token('--color-text-muted'),
  colorSecondary: token('--color-accent'),
  fontBase: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});
