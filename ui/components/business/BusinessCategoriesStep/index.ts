export { BusinessCategoriesStep } from './BusinessCategoriesStep';
export type { BusinessCategoriesStepProps } from './BusinessCategoriesStep';
