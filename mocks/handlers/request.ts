import type { z } from 'zod/mini';
import { DEFAULT_LOCALE } from '../../schemas';
import type { Locale, OperationDef } from '../../schemas';
import { matchAcceptLanguage, matchLocale } from '../../sdk/locale';
import { coerceValue, isArraySchema, rawFromParams, shapeOf, unwrapSchema } from '../../sdk/url/query-codec';
import type { ApiError} from './errors';
import { issuesToErrors, validationError } from './errors';
import { MOCK_MESSAGES } from './messages';

/** Reading a request the way the API would: bearer token, language, path, query and body. */

export function bearerToken(request: Request): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1]?.trim() || null;
}

/** Content-Language (or the best of Accept-Language) when it names one of the nine languages; English otherwise. */
export function localeOf(request: Request): Locale {
  return matchLocale(request.headers.get('content-language')) ?? matchAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LOCALE;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: ApiError };

function fromSafeParse<T>(result: z.core.util.SafeParseResult<T>, where: string): Parsed<T> {
  return result.success ? { ok: true, value: result.data } : { ok: false, error: validationError(issuesToErrors(result.error, where)) };
}

/** Path params arrive as strings; the codec makes `{id}` a number (or a slug where allowed). */
export function parsePathParams(schema: z.ZodMiniType, params: Record<string, string | readonly string[] | undefined>): Parsed<unknown> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const value of typeof v === 'string' ? [v] : (v ?? [])) search.append(k, value);
  }
  return fromSafeParse(schema.safeParse(rawFromParams(schema, search)), 'params');
}

export function parseQuery(schema: z.ZodMiniType, url: URL): Parsed<unknown> {
  return fromSafeParse(schema.safeParse(rawFromParams(schema, url.searchParams)), 'query');
}

/** Multipart fields: files as they are, text through the same coercion as the query codec. */
function rawFromFormData(schema: z.ZodMiniType, form: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shapeOf(schema))) {
    const values = [...form.getAll(key), ...form.getAll(`${key}[]`)];
    if (values.length === 0) continue;
    const coerce = (target: z.ZodMiniType, v: FormDataEntryValue) => (typeof v === 'string' ? coerceValue(target, v) : v);
    if (isArraySchema(field)) {
      const element = (unwrapSchema(field) as unknown as { def: { element: z.ZodMiniType } }).def.element;
      raw[key] = values.map((v) => coerce(element, v));
    } else {
      raw[key] = coerce(field, values[values.length - 1] as FormDataEntryValue);
    }
  }
  return raw;
}

export async function parseBody(op: OperationDef, request: Request): Promise<Parsed<unknown>> {
  const schema = op.body as z.ZodMiniType;
  if (op.bodyType === 'multipart') {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return { ok: false, error: validationError({ body: ['Expected multipart/form-data.'] }) };
    }
    return fromSafeParse(schema.safeParse(rawFromFormData(schema, form)), 'body');
  }
  const text = await request.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? undefined : JSON.parse(text);
  } catch {
    return { ok: false, error: validationError({ body: [MOCK_MESSAGES.invalidJson] }) };
  }
  // JSON.parse keeps `__proto__` as an own key, but a later copy (assignment, merge) would turn it
  // into a prototype: such a body is refused like unreadable JSON (422 on `body`, the documented
  // refusal of every call) before anything reads it.
  if (hasProtoKey(value)) return { ok: false, error: validationError({ body: [MOCK_MESSAGES.forbiddenKey] }) };
  return fromSafeParse(schema.safeParse(value), 'body');
}

/**
 * Whether a parsed JSON value has a `__proto__` key at any depth. A loop over a stack, not
 * recursion: a body nested 12,000 levels deep must be answered, not overflow the call stack.
 */
export function hasProtoKey(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next !== 'object' || next === null) continue;
    if (Object.hasOwn(next, '__proto__')) return true;
    for (const child of Object.values(next)) pending.push(child);
  }
  return false;
}
