export { AvailabilityNote } from './AvailabilityNote';
export type { AvailabilityNoteProps } from './AvailabilityNote';
