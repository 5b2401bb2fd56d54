export { PackagePicker } from './PackagePicker';
export type { PackagePickerProps } from './PackagePicker';
