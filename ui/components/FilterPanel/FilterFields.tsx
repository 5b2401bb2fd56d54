import { lazy } from 'react';
import { ADULT_MIN_AGE } from '@portal/sdk';
import { formatHeight } from '../internal/format';
import { CheckboxGroup } from './CheckboxGroup';
import { BusinessTypeField, IncallOutcallField } from './ChoiceFields';
import { COLLAPSED_SECTIONS, countSet } from './filterModel';
import { FilterSection } from './FilterSection';
import { LocationFields } from './LocationFields';
import { RangeField } from './RangeField';
import { StatusToggles } from './StatusToggles';
import { useFilterContext } from './texts';

const CollapsedGroups = lazy(() => import('./CollapsedGroups'));

export interface FilterFieldsProps {
  /** Show the type-of-business select (listings that mix profiles of several businesses). */
  showBusinessType?: boolean;
}

/** Every filter of §3: the frequent ones open, the rare ones in collapsed sections. */
export function FilterFields({ showBusinessType = true }: FilterFieldsProps) {
  const { value, options, text } = useFilterContext();
  // Adults only: whatever the options say, the age slider never goes below 18.
  const ageMin = Math.max(options.ages.min, ADULT_MIN_AGE);
  const ageMax = Math.max(options.ages.max, ageMin);
  return (
    <>
      <LocationFields />
      <RangeField range="ages" min={ageMin} max={ageMax} />
      <RangeField range="height" min={options.height.min} max={options.height.max} format={formatHeight} />
      <StatusToggles />
      <IncallOutcallField />
      <CheckboxGroup group="gender" />
      {showBusinessType ? <BusinessTypeField /> : null}
      {COLLAPSED_SECTIONS.map((section) => {
        if (!section.weight && section.groups.every((group) => options[group]?.length === 0)) return null;
        const count = countSet(value, section);
        return (
          <FilterSection key={section.id} id={section.id} title={text(section.title)} count={count} defaultOpen={count > 0}>
            <CollapsedGroups section={section} />
          </FilterSection>
        );
      })}
    </>
  );
}
