export { StatisticsChart } from './StatisticsChart';
export type { StatisticsChartProps } from './StatisticsChart';
export { chartGeometry, niceMax, totalsOf } from './chart';
export type { Series, StatPoint } from './chart';
