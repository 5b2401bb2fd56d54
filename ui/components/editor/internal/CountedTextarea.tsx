import type { TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../internal/cx';
import { CharacterCounter, counterId } from './CharacterCounter';
import type { ControlAria } from '../../internal/form-field';
import { fieldStyles } from './fieldStyles';

export interface CountedTextareaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'maxLength' | 'id'> {
  /** From the Field render prop. */
  aria: ControlAria;
  /** react-hook-form's `register(path)`. */
  registration: UseFormRegisterReturn;
  /** The current text's length (the form's watched value). */
  length: number;
  /** The schema's limit: typing stops there. */
  max: number;
  warn?: boolean;
}

/** A length-limited textarea with its "n / max" counter, described by it. */
export function CountedTextarea({ aria, registration, length, max, warn, className, ...rest }: CountedTextareaProps) {
  return (
    <>
      <textarea
        {...rest}
        {...aria}
        aria-describedby={cx(aria['aria-describedby'], counterId(aria.id))}
        {...registration}
        maxLength={max}
        className={cx(fieldStyles.control, className)}
      />
      <CharacterCounter id={aria.id} length={length} max={max} warn={warn} />
    </>
  );
}
