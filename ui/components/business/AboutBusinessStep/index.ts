export { AboutBusinessStep } from './AboutBusinessStep';
