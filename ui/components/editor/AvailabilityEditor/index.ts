export { AvailabilityEditor } from './AvailabilityEditor';
export type { AvailabilityEditorProps } from './AvailabilityEditor';
