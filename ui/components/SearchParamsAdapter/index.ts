export { useSearchParamsAdapter } from './useSearchParamsAdapter';
