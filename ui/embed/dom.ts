/**
 * A tiny element builder. Data from the API only ever goes through textContent and attribute
 * setters (never innerHTML), so a profile name cannot inject markup into the host page.
 */
type Child = Node | string | null | false | undefined;

export function h(tag: string, attrs: Record<string, string | undefined> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== undefined) el.setAttribute(name, value);
  }
  for (const child of children) {
    if (child === null || child === false || child === undefined) continue;
    el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return el;
}

/** '{count} Jahre' with { count: 21 } -> '21 Jahre'. */
export const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (m, key: string) => (key in values ? String(values[key]) : m));
