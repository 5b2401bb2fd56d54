export { ModelPicker } from './ModelPicker';
export type { ModelPickerProps, PromotableModel } from './ModelPicker';
