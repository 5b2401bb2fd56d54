/**
 * The spec's numbers and fixed values, each once, one module per concern. They import nothing of
 * ours, so the lowest layer (schemas/) can use them, and the SDK re-exports them as its public
 * constants (`@portal/sdk`). Section numbers (§) refer to the product specification. Values that
 * are not the spec's and only the site or the build uses live with their users
 * (docs/decisions/sdk-boundary.md).
 */
export * from './locales';
export * from './listings';
export * from './session';
export * from './profiles';
export * from './limits';
export * from './media';
export * from './http';
export * from './payments';
export * from './messages';
export * from './release';
