export { AboutMeStep } from './AboutMeStep';
