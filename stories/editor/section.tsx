import type { Decorator } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addSection } from '../../sdk/i18n';

/**
 * The editor's texts are a catalog section of their own (visitors never load it), so these
 * stories add it to whatever i18n instance the global decorator gives, as the account pages do.
 */
function EditorSection({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<object | null>(null);
  const ready = loaded === i18n || i18n.exists('editor.steps.general');
  useEffect(() => {
    if (ready) return;
    let live = true;
    void addSection(i18n, 'editor').then(() => {
      if (live) setLoaded(i18n);
    });
    return () => {
      live = false;
    };
  }, [i18n, ready]);
  return ready ? children : null;
}

export const withEditorSection: Decorator = (Story) => (
  <EditorSection>
    <Story />
  </EditorSection>
);
