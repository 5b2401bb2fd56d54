import type { FormEvent, ReactNode } from 'react';
import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { EDITOR_VARIANTS, editorVariantOf, DESCRIPTION_HELPER_WORDS } from '@portal/sdk';
import type { CountryWithCities, Currency, Gallery as GalleryData, IndividualData } from '@portal/sdk';
import { truncateWords } from '../../features/editor';
import type { EditorValues } from '../../features/editor';
import type { SubmitIntent } from '../../features/editor';
import { Gallery } from '../../Gallery';
import { ParametersList } from '../../ParametersList';
import { CamPlatforms } from '../../CamPlatforms';
import { RatesTable } from '../../RatesTable';
import { ServicesList } from '../../ServicesList';
import { WorkingTimeTable } from '../../WorkingTimeTable';
import { DEFAULT_FORM_ID } from '../internal/stepProps';
import { intentOf } from '../internal/useStepForm';
import { ageOf, currencyOf, resolveParameters, toMyPrice } from './preview';
import styles from './PreviewStep.module.css';

/** What a host's public profile view gets to render the preview. */
export interface ProfilePreview {
  values: EditorValues;
  gallery: GalleryData;
  /** The description cut to 30 words, as cards and teasers show it. */
  summary: string;
  currency: Currency | null;
  age: number | undefined;
}

export interface PreviewStepProps {
  values: EditorValues;
  gallery: GalleryData;
  data?: IndividualData;
  countries?: readonly CountryWithCities[];
  currencies?: readonly Currency[];
  /** The site's public profile view; without it a simple view built from the shared components is shown. */
  renderProfile?: (preview: ProfilePreview) => ReactNode;
  onSubmit: (intent: SubmitIntent) => unknown;
  formId?: string;
}

/** Step 9: the profile as visitors will see it. */
export function PreviewStep({ values, gallery, data, countries, currencies, renderProfile, onSubmit, formId = DEFAULT_FORM_ID }: PreviewStepProps) {
  const { t } = useCachedTranslation();
  // A web cam model's preview titles her working time as her editor does (show times).
  const workingTimeKey = EDITOR_VARIANTS[editorVariantOf(values.category)].labelKeys.workingTime;
  const preview: ProfilePreview = {
    values, gallery, summary: truncateWords(values.description, DESCRIPTION_HELPER_WORDS),
    currency: currencyOf(values, currencies), age: ageOf(values, data),
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(intentOf(event));
  };
  const country = countries?.find((c) => c.id === values.country_id);
  const city = country?.cities.find((c) => c.id === values.city_id);

  return (
    <form id={formId} noValidate onSubmit={submit} className={styles.root}>
      <p className={styles.hint}>{t('editor.preview.hint')}</p>
      <div className={styles.frame}>
        {renderProfile ? renderProfile(preview) : (
          <article className={styles.profile} aria-label={values.name || t('editor.steps.preview')}>
            <header>
              <h3 className={styles.name}>
                <bdi>{values.name}</bdi>
                {preview.age !== undefined ? <span className={styles.age}>, {t('listing.age', { count: preview.age })}</span> : null}
              </h3>
              {city || country ? <p className={styles.place}>{[city?.title, country?.title].filter(Boolean).join(', ')}</p> : null}
              {preview.summary ? <p className={styles.summary}>{preview.summary}</p> : null}
            </header>
            <Gallery images={gallery} name={values.name} />
            {data ? <ParametersList parameters={resolveParameters(values, data)} age={preview.age} /> : null}
            {values.description.trim() ? (
              <section>
                <h4 className={styles.section}>{t('profile.about')}</h4>
                <p className={styles.description}>{values.description}</p>
              </section>
            ) : null}
            <ServicesList
              additional={values.additional_services} inclusive={values.inklusive_services} taboo={values.taboo_services}
              currency={preview.currency?.code} headingLevel={4}
            />
            {preview.currency && values.rates.length > 0 ? <RatesTable rates={toMyPrice(values.rates)} currency={preview.currency.code} /> : null}
            <CamPlatforms links={values.cam_links} headingLevel={4} />
            <WorkingTimeTable workingTime={values.time} caption={workingTimeKey ? t(workingTimeKey) : undefined} />
          </article>
        )}
      </div>
    </form>
  );
}
