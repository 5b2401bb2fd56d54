import { formatWeight } from '../internal/format';
import { Spinner } from '../Spinner';
import { CheckboxGroup } from './CheckboxGroup';
import type { CollapsedSection } from './filterModel';
import { RangeField } from './RangeField';
import { useFilterContext } from './texts';

/**
 * The body of a collapsed section. Loaded with React.lazy by FilterFields, so it is fetched on
 * the first open of a rarely used section (or at once when the URL already sets one of them).
 * Given first-paint options, a group may not be loaded yet: the section waits for it.
 */
export default function CollapsedGroups({ section }: { section: CollapsedSection }) {
  const { options } = useFilterContext();
  if (section.groups.some((group) => !options[group])) return <Spinner />;
  const single = section.groups.length === 1 && !section.weight;
  return (
    <>
      {section.groups.map((group) => <CheckboxGroup key={group} group={group} hideLegend={single} />)}
      {section.weight ? (
        <RangeField range="weight" min={options.weight.min} max={options.weight.max} format={formatWeight} />
      ) : null}
    </>
  );
}
