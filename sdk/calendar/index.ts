export { AVAILABILITY_WEEK_DAYS, availabilitySummary, dayAvailability, isoDay, weekDayOf } from './availability';
export type { AvailabilitySummary, DayAvailability, WeekDay } from './availability';
