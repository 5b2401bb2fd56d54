export { ParametersList } from './ParametersList';
export type { ParametersListProps } from './ParametersList';
