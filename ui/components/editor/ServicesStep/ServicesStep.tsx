import { useCachedTranslation } from '../../internal/useCachedTranslation';
import { RATE_DURATIONS, rateDurationLabel } from '@portal/sdk';
import type { Currency, Service, ServiceOption } from '@portal/sdk';
import { FieldError, FormField } from '../../internal/form-field';
import { fieldStyles } from '../internal/fieldStyles';
import type { StepProps } from '../internal/stepProps';
import { useStepForm } from '../internal/useStepForm';
import styles from './ServicesStep.module.css';

export interface ServicesStepProps extends StepProps {
  /** GET /api/services: the catalogue to choose from. */
  services: readonly ServiceOption[];
  currency?: Pick<Currency, 'code'> | null;
}

type ListName = 'inklusive_services' | 'additional_services' | 'taboo_services';
export type ServiceMode = 'none' | 'included' | 'extra' | 'taboo';
const LIST_OF: Record<Exclude<ServiceMode, 'none'>, ListName> = {
  included: 'inklusive_services', extra: 'additional_services', taboo: 'taboo_services',
};
const MODES: ServiceMode[] = ['none', 'included', 'extra', 'taboo'];
const toNumber = (v: string) => (v === '' ? null : Number(v));

/** Groups the catalogue by its `group` (ungrouped services first), keeping the API's order. */
function grouped(services: readonly ServiceOption[]) {
  const groups = new Map<string, ServiceOption[]>();
  for (const s of services) groups.set(s.group ?? '', [...(groups.get(s.group ?? '') ?? []), s]);
  return [...groups.entries()];
}

/**
 * Step 3: for every service of the catalogue, whether it is included in the rate, offered for an
 * extra charge (with its price, the `summary`, and duration), taboo, or not offered.
 */
export function ServicesStep({ services, currency, ...props }: ServicesStepProps) {
  const { t } = useCachedTranslation();
  const { form, formId, handleSubmit, errorOf, id } = useStepForm('services', props);
  const { watch, setValue, formState } = form;
  const lists: Record<ListName, Service[]> = {
    inklusive_services: (watch('inklusive_services') as Service[] | undefined) ?? [],
    additional_services: (watch('additional_services') as Service[] | undefined) ?? [],
    taboo_services: (watch('taboo_services') as Service[] | undefined) ?? [],
  };
  const options = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const modeOf = (serviceId: number): ServiceMode => {
    for (const mode of ['included', 'extra', 'taboo'] as const) {
      if (lists[LIST_OF[mode]].some((s) => s.id === serviceId)) return mode;
    }
    return 'none';
  };

  const setMode = (option: ServiceOption, mode: ServiceMode) => {
    const previous = [...lists.inklusive_services, ...lists.additional_services, ...lists.taboo_services].find((s) => s.id === option.id);
    for (const name of Object.values(LIST_OF)) {
      const next = lists[name].filter((s) => s.id !== option.id);
      if (mode !== 'none' && LIST_OF[mode] === name) {
        next.push({
          id: option.id, title: option.title, summary: mode === 'extra' ? previous?.summary ?? null : null,
          description: previous?.description ?? null, time: mode === 'extra' ? previous?.time ?? null : null,
          include: mode === 'included', check: mode !== 'taboo',
        });
      }
      setValue(name, next, options);
    }
  };

  const setExtra = (index: number, key: 'summary' | 'time', value: number | string | null) =>
    setValue(`additional_services.${index}.${key}`, value as never, options);

  const unit = currency ? ` (${currency.code})` : '';

  return (
    <form id={formId} noValidate onSubmit={handleSubmit} className={styles.root}>
      <div id={id('inklusive_services')} tabIndex={-1}>
        <p className={fieldStyles.hint}>{t('editor.services.hint')}</p>
        <FieldError id={id('inklusive_services')} error={errorOf('inklusive_services')} />
      </div>
      {grouped(services).map(([group, items]) => (
        <fieldset key={group || '-'} className={styles.group}>
          {group ? <legend className={fieldStyles.legend}>{group}</legend> : null}
          <ul className={styles.list}>
            {items.map((option) => {
              const mode = modeOf(option.id);
              const extraIndex = lists.additional_services.findIndex((s) => s.id === option.id);
              const extra = extraIndex >= 0 ? lists.additional_services[extraIndex] : undefined;
              const priceId = id(`additional_services.${extraIndex}.summary`);
              return (
                <li key={option.id} className={styles.service}>
                  <FormField id={id(`service-${option.id}`)} label={option.title} className={styles.mode}>
                    {(aria) => (
                      <select {...aria} value={mode} onChange={(e) => setMode(option, e.target.value as ServiceMode)} className={fieldStyles.control}>
                        {MODES.map((m) => <option key={m} value={m}>{t(`editor.services.mode.${m}`)}</option>)}
                      </select>
                    )}
                  </FormField>
                  {extra ? (
                    <div className={styles.extra}>
                      <FormField id={priceId} label={`${t('editor.services.price')}${unit}`} error={errorOf(`additional_services.${extraIndex}.summary`)} required>
                        {(aria) => (
                          <input
                            {...aria} type="number" inputMode="decimal" min={0} className={fieldStyles.control}
                            value={extra.summary ?? ''} onChange={(e) => setExtra(extraIndex, 'summary', toNumber(e.target.value))}
                          />
                        )}
                      </FormField>
                      <FormField id={id(`additional_services.${extraIndex}.time`)} label={t('editor.services.time')}>
                        {(aria) => (
                          <select
                            {...aria} className={fieldStyles.control} value={extra.time ?? ''}
                            onChange={(e) => setExtra(extraIndex, 'time', e.target.value === '' ? null : e.target.value)}
                          >
                            <option value="">{t('editor.notSpecified')}</option>
                            {RATE_DURATIONS.map((d) => {
                              const { key, count } = rateDurationLabel(d);
                              return <option key={d} value={d}>{t(key, { count })}</option>;
                            })}
                          </select>
                        )}
                      </FormField>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </form>
  );
}
