import type { Gallery } from '@portal/sdk';
import { emptyEditorValues } from '../../features/editor';
import type { BusinessStepId } from '../../features/business';
import type { BusinessQuestionnaireState } from '../../features/business';
import type { MediaUploadsState } from '../../features/editor';
import { MediaStep, WorkingTimeStep } from '../../editor';
import type { ErrorItem } from '../../editor';
import { AboutBusinessStep } from '../AboutBusinessStep';
import { BusinessCategoriesStep } from '../BusinessCategoriesStep';
import { BusinessGeneralInfoStep } from '../BusinessGeneralInfoStep';
import { BusinessServicesStep } from '../BusinessServicesStep';
import type { BusinessStepProps } from '../internal/stepProps';
import { PictureStep } from './PictureStep';
import type { BusinessQuestionnaireProps } from './types';

interface StepBodyProps {
  step: BusinessStepId;
  q: BusinessQuestionnaireState;
  props: BusinessQuestionnaireProps;
  formId: string;
  gallery: Gallery;
  media: MediaUploadsState;
  onInvalid: (errors: ErrorItem[]) => void;
}

/** The component of each step: the one place a business step id meets its UI. */
export function StepBody({ step, q, props, formId, gallery, media, onInvalid }: StepBodyProps) {
  const { options } = props;
  const form: BusinessStepProps = {
    values: q.values, formId, onInvalid, serverErrors: q.errors, onChange: q.change, onSubmit: (values, intent) => q.submit(values, intent),
  };
  switch (step) {
    case 'about':
      return <AboutBusinessStep {...form} />;
    case 'generalInfo':
      return (
        <BusinessGeneralInfoStep
          {...form} countries={options.countries} dialCodes={options.dialCodes} currencies={options.currencies}
          paymentTypes={options.paymentTypes} parkingTypes={options.parkingTypes}
        />
      );
    case 'categories':
      return <BusinessCategoriesStep {...form} categories={options.categories} />;
    case 'images':
      // The model editor's photo step as it is: checks, crop, queued uploads with progress, retry.
      return <MediaStep gallery={gallery} media={media} formId={formId} onInvalid={onInvalid} onSubmit={(intent) => q.submit({}, intent)} crop={props.crop} />;
    case 'workingTime':
      // The model editor's working-time step, fed through its `time` field (the business calls it working_time).
      return (
        <WorkingTimeStep
          values={{ ...emptyEditorValues(), time: q.values.working_time }} formId={formId} onInvalid={onInvalid}
          serverErrors={Object.fromEntries(Object.entries(q.errors).map(([k, v]) => [k.replace(/^working_time/, 'time'), v]))}
          onChange={(partial) => (partial.time ? q.change({ working_time: partial.time }) : undefined)}
          onSubmit={(partial, intent) => q.submit(partial.time ? { working_time: partial.time } : {}, intent)}
        />
      );
    case 'services': {
      const currency = options.currencies.find((c) => c.id === q.values.general_info.currency_id) ?? null;
      return <BusinessServicesStep {...form} services={options.services} currency={currency} />;
    }
    case 'picture':
      return <PictureStep {...form} busy={q.busy} />;
  }
}
