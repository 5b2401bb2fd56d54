/**
 * Formatted strings the server carries to the browser. The first `Intl` formatter a page creates
 * loads ICU's data (135-150 ms of one task on a phone at 4× CPU), and hydration would create one
 * only to print again what the server's HTML already shows. So the server records each string it
 * formats for a page (./format and the i18next plural rule go through `formatted`), sends them
 * with the page, and the browser answers those calls from the record: formatters are built only
 * when the page formats something new (a new count after a filter change, say).
 *
 * A key says everything its text depends on (kind, language tag, options, value), so a carried
 * string is exactly what the browser's formatter would print for that call.
 */
/** Formatter (kind, language tag, options) -> value -> text. */
export type FormatRecord = Record<string, Record<string, string>>;
/** The same, as the server collects it. */
export type FormatStore = Map<string, Map<string, string>>;

let currentRecord: () => FormatStore | undefined = () => undefined;
const carried: FormatStore = new Map();

/** Server: where the strings of the page being rendered go (a per-request store). */
export function recordFormatsWith(current: () => FormatStore | undefined): void {
  currentRecord = current;
}

/** Server: a page's store as the record sent to the browser. */
export function formatRecordOf(store: FormatStore): FormatRecord {
  return Object.fromEntries([...store].map(([formatter, texts]) => [formatter, Object.fromEntries(texts)]));
}

/** Browser: the server's strings, before the page hydrates. */
export function carryFormats(record: FormatRecord): void {
  for (const [formatter, texts] of Object.entries(record)) {
    const known = carried.get(formatter) ?? new Map<string, string>();
    for (const [value, text] of Object.entries(texts)) if (typeof text === 'string') known.set(value, text);
    carried.set(formatter, known);
  }
}

/** One formatted string: formatter, value, text. */
export type FormatUse = readonly [string, string, string];

let trace: FormatUse[] | null = null;

function record(use: FormatUse): void {
  trace?.push(use);
  const store = currentRecord();
  if (!store) return;
  const [formatter, value, text] = use;
  let texts = store.get(formatter);
  if (!texts) store.set(formatter, (texts = new Map()));
  texts.set(value, text);
}

/** The carried text of a call, or `make()`'s (recorded when the server renders a page). */
export function formatted(formatter: string, value: string, make: () => string): string {
  const known = carried.get(formatter)?.get(value);
  if (known !== undefined) return known;
  const text = make();
  record([formatter, value, text]);
  return text;
}

/**
 * `fn()` and the strings it formatted, for a cache of answers built from them (memo.ts): a later
 * hit replays them (`replayFormats`), so the page that reuses the answer records them too.
 */
export function tracingFormats<T>(fn: () => T): [T, FormatUse[]] {
  const outer = trace;
  const uses: FormatUse[] = [];
  trace = uses;
  try {
    return [fn(), uses];
  } finally {
    trace = outer;
    outer?.push(...uses);
  }
}

export function replayFormats(uses: readonly FormatUse[]): void {
  for (const use of uses) record(use);
}
