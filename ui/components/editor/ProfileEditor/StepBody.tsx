import type { Gallery } from '@portal/sdk';
import type { EditorStep } from '../../features/editor';
import type { MediaUploadsState, ProfileEditorState } from '../../features/editor';
import { AboutMeStep } from '../AboutMeStep';
import { ContactsStep } from '../ContactsStep';
import { GeneralInfoStep } from '../GeneralInfoStep';
import type { ErrorItem, StepProps } from '../internal/stepProps';
import { MediaStep } from '../MediaStep';
import { ParametersStep } from '../ParametersStep';
import { PlatformsStep } from '../PlatformsStep';
import { PreviewStep } from '../PreviewStep';
import { RatesStep } from '../RatesStep';
import type { IncompleteStep } from '../SendToModerationStep';
import { SendToModerationStep } from '../SendToModerationStep';
import { ServicesStep } from '../ServicesStep';
import { WorkingTimeStep } from '../WorkingTimeStep';
import type { ProfileEditorProps } from './types';

interface StepBodyProps {
  /** The step as the editor's variant defines it (its hidden fields). */
  step: EditorStep;
  editor: ProfileEditorState;
  props: ProfileEditorProps;
  formId: string;
  gallery: Gallery;
  media: MediaUploadsState;
  incomplete: IncompleteStep[];
  onInvalid: (errors: ErrorItem[]) => void;
  onGoTo: (id: string) => void;
  sendError?: string;
}

/** The component of each step: the one place a step id meets its UI. */
export function StepBody({ step, editor, props, formId, gallery, media, incomplete, onInvalid, onGoTo, sendError }: StepBodyProps) {
  const { options } = props;
  const form: StepProps = {
    values: editor.values, formId, onInvalid, serverErrors: editor.errors,
    onChange: editor.change, onSubmit: (values, intent) => editor.submit(values, intent),
  };
  const currency = options.currencies.find((c) => c.id === editor.values.currencies_id) ?? null;
  const plain = (intent: 'next' | 'save') => editor.submit({}, intent);

  switch (step.id) {
    case 'general':
      return <GeneralInfoStep {...form} data={options.data} countries={options.countries} />;
    case 'parameters':
      return <ParametersStep {...form} data={options.data} hidden={step.hidden} />;
    case 'platforms':
      return <PlatformsStep {...form} />;
    case 'services':
      return <ServicesStep {...form} services={options.services} currency={currency} />;
    case 'media':
      return (
        <MediaStep
          gallery={gallery} media={media} formId={formId} onInvalid={onInvalid} onSubmit={plain} crop={props.crop}
        />
      );
    case 'about':
      return <AboutMeStep {...form} />;
    case 'contacts':
      return <ContactsStep {...form} countries={options.dialCodes ?? options.countries} currencies={options.currencies} />;
    case 'rates':
      return <RatesStep {...form} currency={currency} />;
    case 'workingTime':
      return <WorkingTimeStep {...form} />;
    case 'preview':
      return (
        <PreviewStep
          values={editor.values} gallery={gallery} data={options.data} countries={options.countries}
          currencies={options.currencies} renderProfile={props.renderPreview} onSubmit={plain} formId={formId}
        />
      );
    case 'send':
      return (
        <SendToModerationStep
          status={editor.status} moderationMessage={props.moderationMessage} incomplete={incomplete} onGoTo={onGoTo}
          onSend={() => editor.send()} busy={editor.busy} error={sendError} formId={formId}
        />
      );
  }
}
