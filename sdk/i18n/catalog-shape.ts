type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The shape every locale must have: the same nested keys with string values. Plural keys are
 * matched by their base: `x_other` is required, the other forms (`x_one`, `x_few`, `x_many`…) are
 * optional here because each language needs its own set (the tests check the exact set).
 */
export type CatalogShape<T> = {
  [K in keyof T as K extends `${string}_${PluralSuffix}` ? never : K]: T[K] extends string ? string : CatalogShape<T[K]>;
} & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_other` : never]: string;
} & {
  [K in keyof T as K extends `${infer B}_other` ? `${B}_${Exclude<PluralSuffix, 'other'>}` : never]?: string;
};
