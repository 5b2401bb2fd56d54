export { HomeSlider } from './HomeSlider';
export type { HomeSliderProps } from './HomeSlider';
