/** The spec's numbers and fixed values, as the SDK's public `constants`. */
export * from '../schemas/constants';
