export interface SelectOption<V extends string | number = string | number> {
  value: V;
  label: string;
}

export interface SelectOptionsProps {
  options: readonly SelectOption[];
  /** Text of an empty first option, which keeps "nothing chosen" distinct from a real choice. */
  placeholder?: string | undefined;
}

/** The options of a native select, which gives phones their own picker and is accessible everywhere. */
export function SelectOptions({ options, placeholder }: SelectOptionsProps) {
  return (
    <>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </>
  );
}
