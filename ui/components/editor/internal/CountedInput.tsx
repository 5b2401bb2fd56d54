import type { InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../internal/cx';
import { CharacterCounter, counterId } from './CharacterCounter';
import type { ControlAria } from '../../internal/form-field';
import { fieldStyles } from './fieldStyles';

export interface CountedInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'maxLength' | 'id'> {
  /** From the Field render prop. */
  aria: ControlAria;
  /** react-hook-form's `register(path)`. */
  registration: UseFormRegisterReturn;
  /** The current text's length (the form's watched value). */
  length: number;
  /** The schema's limit: typing stops there, and the counter says how close it is while typing. */
  max: number;
}

/** A length-limited one-line text (a name) with its live "n / max" counter, described by it. */
export function CountedInput({ aria, registration, length, max, className, ...rest }: CountedInputProps) {
  return (
    <>
      <input
        {...rest}
        {...aria}
        aria-describedby={cx(aria['aria-describedby'], counterId(aria.id))}
        {...registration}
        maxLength={max}
        className={cx(fieldStyles.control, className)}
      />
      <CharacterCounter id={aria.id} length={length} max={max} />
    </>
  );
}
