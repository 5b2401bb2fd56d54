export { WorkingTimeStep } from './WorkingTimeStep';
