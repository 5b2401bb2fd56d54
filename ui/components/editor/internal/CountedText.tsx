import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ControlAria } from '../../internal/form-field';
import { cx } from '../../internal/cx';
import { CharacterCounter, counterId } from './CharacterCounter';
import { fieldStyles } from './fieldStyles';

/** What a length-limited text adds to a field's control: the form's registration and the counter. */
interface Counted {
  /** From the FormField render prop. */
  aria: ControlAria;
  /** react-hook-form's `register(path)`. */
  registration: UseFormRegisterReturn;
  /** The current text's length (the form's watched value). */
  length: number;
  /** The schema's limit: typing stops there, and the counter says how close it is while typing. */
  max: number;
}

/** The control's own attributes: the counter joins its description, and `maxLength` stops typing at the limit. */
function countedControl({ aria, registration, max }: Omit<Counted, 'length'>, className: string | undefined) {
  return {
    ...aria,
    'aria-describedby': cx(aria['aria-describedby'], counterId(aria.id)),
    ...registration,
    maxLength: max,
    className: cx(fieldStyles.control, className),
  };
}

export type CountedInputProps = Counted & Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'id' | keyof Counted>;

/** A length-limited one-line text (a name) with its live "n / max" counter, described by it. */
export function CountedInput({ aria, registration, length, max, className, ...rest }: CountedInputProps) {
  return (
    <>
      <input {...rest} {...countedControl({ aria, registration, max }, className)} />
      <CharacterCounter id={aria.id} length={length} max={max} />
    </>
  );
}

export interface CountedTextareaProps extends Counted, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength' | 'id' | keyof Counted> {
  /** Shows the counter as a warning (e.g. below the minimum while something is typed). */
  warn?: boolean;
}

/** A length-limited textarea with its "n / max" counter, described by it. */
export function CountedTextarea({ aria, registration, length, max, warn, className, ...rest }: CountedTextareaProps) {
  return (
    <>
      <textarea {...rest} {...countedControl({ aria, registration, max }, className)} />
      <CharacterCounter id={aria.id} length={length} max={max} warn={warn} />
    </>
  );
}
