/** Brand name shown in titles and the footer, and quoted by the catalogs (not in the spec; chosen here). Never translated. */
export const SITE_NAME = 'LoveGuide';
