/**
 * Bidi controls in user-written or API text: the embedding and override characters
 * U+202A–U+202E and the isolates U+2066–U+2069. One left unclosed in a name reorders or reverses
 * everything after it on the line (prices, dates, the next name: the "Trojan Source" trick), and
 * the site already isolates every user text itself (`<bdi>`), so none of them is needed. They are
 * stripped, not escaped: nothing a reader should see is lost, and a search or a comparison of
 * names is not thrown off by invisible characters. One helper, used where text enters (the SDK
 * client's answers, the embed widget's) and where the site shows user text.
 */
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
/** The same characters, or their JSON escapes (`\u202e`), in a raw answer body. */
const IN_JSON = /[\u202A-\u202E\u2066-\u2069]|\\u20(?:2[a-eA-E]|6[6-9])/;

/** `text` without bidi embedding, override and isolate characters. */
export function neutraliseBidi(text: string): string {
  return text.replace(CONTROLS, '');
}

/** Whether a raw JSON body holds any of them (literally or escaped): most answers do not, and are parsed as they are. */
export const mayHoldBidiControls = (json: string): boolean => IN_JSON.test(json);

/** A JSON.parse reviver that neutralises every string of the answer (keys stay as they are). */
export const bidiReviver = (_key: string, value: unknown): unknown => (typeof value === 'string' ? neutraliseBidi(value) : value);

/**
 * `text` as a proper isolate (FSI … PDI) for plain-text places that cannot hold a `<bdi>`: a
 * select's option, a document title. Its controls are neutralised first, so it stays one isolate.
 */
export const isolateText = (text: string): string => `\u2068${neutraliseBidi(text)}\u2069`;
