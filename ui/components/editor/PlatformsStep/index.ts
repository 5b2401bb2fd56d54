export { PlatformsStep } from './PlatformsStep';
