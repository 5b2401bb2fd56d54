export { describedBy, errorId, hintId } from './fieldIds';
export { FieldError, FieldHint, FieldLabel, FormField, useControlAria } from './FormField';
export type { ControlAria, FormFieldProps } from './FormField';
export { FieldGroup } from './FieldGroup';
export type { FieldGroupProps } from './FieldGroup';
export { default as formFieldStyles } from './FormField.module.css';
export { SelectOptions } from './SelectOptions';
export type { SelectOption, SelectOptionsProps } from './SelectOptions';
