export { PaidZone } from './PaidZone';
export type { PaidZoneProps, PaidZoneTexts } from './PaidZone';
