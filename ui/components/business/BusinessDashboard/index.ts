export { BusinessDashboard } from './BusinessDashboard';
export type { BusinessDashboardProps } from './BusinessDashboard';
export { DashboardRow } from './DashboardRow';
export type { DashboardRowProps } from './DashboardRow';
