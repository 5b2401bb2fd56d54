import { cx } from '../../internal/cx';
import { formFieldStyles } from '../../internal/form-field';
import layout from './StepLayout.module.css';

/** The editor steps' classes: the shared field's, with controls filling their cell, and the steps' layout. */
export const fieldStyles: Readonly<Record<string, string>> = {
  ...formFieldStyles,
  control: cx(formFieldStyles.control, formFieldStyles.filling),
  ...layout,
};
