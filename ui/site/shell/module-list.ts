/** The <meta> name under which the server lists the page's JavaScript chunks for the browser entry. */
export const MODULES_META = 'portal:modules';
