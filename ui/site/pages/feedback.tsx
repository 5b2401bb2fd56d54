import type { Section } from '@portal/sdk/i18n';
import { useLocation } from 'react-router';
import { useCachedTranslation } from '@portal/components/internal/useCachedTranslation';
import { formDraftKey } from '@portal/sdk';
import { ContactForm } from '@portal/components/account/ContactForm';
import { useServices } from '../data/use-services';
import { useRootData } from '../layouts/LayoutFrame';
import { PageMeta } from '../shell/PageMeta';

/** The contact form's texts are the catalog's feedback section. */
export const sections: readonly Section[] = ['feedback'];

/** §2 /feedback: the contact form, also the footer's "contact" and "support". */
export default function Page() {
  const { t } = useCachedTranslation();
  const { client } = useServices();
  const user = useRootData()?.user;
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title={t('feedback.title')} />
      <h1>{t('feedback.title')}</h1>
      <ContactForm
        onSubmit={(values) => client.session.sendContactForm(values)}
        {...(user ? { defaultValues: { name: user.name } } : {})}
        // What was typed survives a reload or a failed send until the message is received.
        draftKey={formDraftKey('contact', pathname)}
      />
    </>
  );
}
