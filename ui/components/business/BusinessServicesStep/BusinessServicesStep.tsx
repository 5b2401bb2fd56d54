import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { DESCRIPTION_MAX_LENGTH } from '@portal/sdk';
import type { Currency, Service, ServiceOption } from '@portal/sdk';
import { CountedTextarea } from '../../editor/internal/CountedText';
import { FormField } from '../../internal/form-field';
import { fieldStyles } from '../../editor/internal/fieldStyles';
import { BK } from '../internal/keys';
import type { BusinessStepProps } from '../internal/stepProps';
import { useBusinessStepForm } from '../internal/useBusinessStepForm';
import styles from './BusinessServicesStep.module.css';

export interface BusinessServicesStepProps extends BusinessStepProps {
  /** GET /api/services. */
  services: readonly ServiceOption[];
  currency?: Pick<Currency, 'code'> | null;
}

type Mode = 'none' | 'included' | 'extra';
const MODES: Mode[] = ['none', 'included', 'extra'];

/**
 * Step 6: for each service of the catalogue, whether the business includes it, offers it for an
 * extra charge (with its price, §5 "service summary") or not at all; and its own note on
 * additional services (`our_addittional_service`, spelt as on the wire).
 */
export function BusinessServicesStep({ services, currency, ...props }: BusinessServicesStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useBusinessStepForm('services', props);
  const { watch, setValue, register, formState } = form;
  const included = (watch('inklusive_services') as Service[] | undefined) ?? [];
  const extra = (watch('additional_services') as Service[] | undefined) ?? [];
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const modeOf = (serviceId: number): Mode =>
    included.some((s) => s.id === serviceId) ? 'included' : extra.some((s) => s.id === serviceId) ? 'extra' : 'none';

  const setMode = (option: ServiceOption, mode: Mode) => {
    const previous = [...included, ...extra].find((s) => s.id === option.id);
    const entry = (include: boolean): Service => ({
      id: option.id, title: option.title, summary: include ? null : previous?.summary ?? null, description: previous?.description ?? null,
      time: null, include, check: true,
    });
    setValue('inklusive_services', [...included.filter((s) => s.id !== option.id), ...(mode === 'included' ? [entry(true)] : [])], options);
    setValue('additional_services', [...extra.filter((s) => s.id !== option.id), ...(mode === 'extra' ? [entry(false)] : [])], options);
  };

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
      <p className={fieldStyles.hint}>{t(BK.servicesHint)}</p>
      <ul className={styles.list}>
        {services.map((option) => {
          const mode = modeOf(option.id);
          const index = extra.findIndex((s) => s.id === option.id);
          const pricePath = `additional_services.${index}.summary`;
          return (
            <li key={option.id} className={styles.item}>
              <fieldset className={styles.service}>
                <legend className={fieldStyles.legend}>{option.title}</legend>
                <div className={styles.modes}>
                  {MODES.map((m) => (
                    <label key={m} className={fieldStyles.check}>
                      <input
                        type="radio" name={`${formId}-service-${option.id}`} value={m} checked={mode === m}
                        onChange={() => setMode(option, m)}
                      />
                      {t(`editor.services.mode.${m}`)}
                    </label>
                  ))}
                </div>
                {mode === 'extra' && index >= 0 ? (
                  <FormField id={id(pricePath)} label={`${t('editor.services.price')}${currency ? ` (${currency.code})` : ''}`} error={errorOf(pricePath)} required className={styles.price}>
                    {(aria) => (
                      <input
                        {...aria} type="number" min={0} inputMode="decimal" className={fieldStyles.control}
                        value={extra[index]?.summary ?? ''}
                        onChange={(e) => setValue(pricePath as 'additional_services', (e.target.value === '' ? null : Number(e.target.value)) as never, options)}
                      />
                    )}
                  </FormField>
                ) : null}
              </fieldset>
            </li>
          );
        })}
      </ul>
      <FormField id={id('our_addittional_service')} label={t(BK.ourServices)} error={errorOf('our_addittional_service')} hint={t('common.optional')}>
        {(aria) => (
          <CountedTextarea
            aria={aria} registration={register('our_addittional_service')} rows={4} max={DESCRIPTION_MAX_LENGTH}
            length={((form.watch('our_addittional_service') as string | null | undefined) ?? '').length}
          />
        )}
      </FormField>
    </form>
  );
}
