/**
 * Validation messages as catalog references. The schemas carry the spec's English texts ('fill in
 * at least {n} characters'...) and zod's defaults; the UI needs a catalog key and its values so
 * every language reads them. `editorErrorMap` gives zod's default issues an encoded reference, and
 * `messageRef` turns any message (encoded or one of the spec's texts) back into a reference.
 */

export interface MessageRef {
  /** A key of the `validation` group (or any catalog key). */
  key: string;
  values?: Record<string, number | string>;
}

const PREFIX = 'i18n:';

export function encodeMessage(ref: MessageRef): string {
  return PREFIX + JSON.stringify(ref);
}

/** The parts of a zod issue the map reads (kept structural so this module stays zod-version-free). */
export interface IssueLike {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
}

function issueRef(issue: IssueLike): MessageRef {
  const n = (v: number | bigint | undefined) => Number(v ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'validation.required' };
      if (issue.origin === 'string') return n(issue.minimum) <= 1 ? { key: 'validation.required' } : { key: 'validation.tooShort', values: { n: n(issue.minimum) } };
      return { key: 'validation.range', values: { min: n(issue.minimum), max: '∞' } };
    case 'too_big':
      if (issue.origin === 'string') return { key: 'validation.tooLong', values: { n: n(issue.maximum) } };
      return { key: 'validation.range', values: { min: 0, max: n(issue.maximum) } };
    case 'invalid_format':
      return issue.format === 'email' ? { key: 'validation.email' } : { key: 'validation.phone' };
    default:
      // invalid_type on null/undefined/NaN is an unset field; anything else is still "fill this in".
      return { key: 'validation.required' };
  }
}

/** A zod error map (pass as `{ error: editorErrorMap }`): used only where the schema set no message. */
export const editorErrorMap = (issue: IssueLike): string => encodeMessage(issueRef(issue));

/** The spec's texts as the schemas spell them, with the catalog key that holds their translation. */
const SPEC_TEXTS: ReadonlyArray<[RegExp, string]> = [
  [/^fill in at least (\d+) characters$/, 'validation.textMin'],
  [/^The description cannot exceed (\d+) characters$/, 'validation.descriptionMax'],
  [/^You must upload at least (\d+) photos$/, 'validation.photosMin'],
];

const PLAIN_TEXTS: Readonly<Record<string, string>> = {
  Required: 'validation.required',
  'Invalid phone': 'validation.phone',
  'Invalid dial code': 'validation.phone',
  'Invalid email': 'validation.email',
  'Invalid url': 'validation.url',
};

/** Turns a validation message into a catalog reference; unknown texts come back as `{ key: '', text }`. */
export function messageRef(message: string | undefined): MessageRef & { text?: string } {
  if (!message) return { key: 'validation.required' };
  if (message.startsWith(PREFIX)) {
    try {
      return JSON.parse(message.slice(PREFIX.length)) as MessageRef;
    } catch {
      return { key: 'validation.required' };
    }
  }
  for (const [pattern, key] of SPEC_TEXTS) {
    const match = pattern.exec(message);
    if (match) return { key, values: { n: Number(match[1]) } };
  }
  const plain = PLAIN_TEXTS[message];
  return plain ? { key: plain } : { key: '', text: message };
}
