export { PackagePicker } from './PackagePicker';
export type { HiddenReason, PackagePickerProps } from './PackagePicker';
