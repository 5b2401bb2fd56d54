import * as z from 'zod/mini';

/**
 * One recorded answer, one JSON file: what `--record DIR` writes and what the mock backend
 * replays (MOCK_FIXTURES, mocks/fixtures). Browser-safe: Storybook reads recordings too.
 */
export const RecordedExchange = z.object({
  request: z.object({
    method: z.string().check(z.minLength(1)),
    path: z.string().check(z.startsWith('/')),
    query: z._default(z.record(z.string(), z.union([z.string(), z.array(z.string())])), {}),
  }),
  response: z.object({
    status: z.number().check(z.int(), z.gte(100), z.lte(599)),
    headers: z._default(z.record(z.string(), z.string()), {}),
    body: z.unknown(),
  }),
});
export type RecordedExchange = z.infer<typeof RecordedExchange>;

/** What stands in for private values in a recording: valid values, so a replayed answer still passes the schemas. */
export const PLACEHOLDERS = {
  token: 'recorded-token',
  password: 'recorded-password',
  email: (n: number) => `login-${n}@example.invalid`,
  tel: '000 000 000',
  header: 'recorded',
} as const;

const TOKEN_KEY = /token/i;
const PASSWORD_KEY = /password|secret/i;
const PHONE_KEY = /phone|whatsapp|telegram/i;
/** Headers that carry credentials; hop-by-hop headers that describe the original transfer, not the body. */
const SECRET_HEADERS = new Set(['set-cookie', 'authorization', 'cookie']);
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date']);

function hidePhone(value: unknown): unknown {
  if (typeof value === 'string') return PLACEHOLDERS.tel;
  if (typeof value === 'object' && value !== null && 'tel' in value) return { ...value, tel: PLACEHOLDERS.tel };
  return value;
}

/**
 * A body with tokens, passwords, phone numbers and the logged-in users' e-mail addresses replaced
 * by placeholders (the n-th login's address by `login-n@example.invalid`, wherever it appears).
 */
export function scrub(value: unknown, emails: readonly string[], key = ''): unknown {
  if (value === null || value === undefined) return value;
  if (TOKEN_KEY.test(key) && typeof value === 'string') return PLACEHOLDERS.token;
  if (PASSWORD_KEY.test(key) && typeof value === 'string') return PLACEHOLDERS.password;
  if (PHONE_KEY.test(key)) return hidePhone(value);
  if (typeof value === 'string') {
    const index = emails.findIndex((email) => email.toLowerCase() === value.toLowerCase());
    return index === -1 ? value : PLACEHOLDERS.email(index + 1);
  }
  if (Array.isArray(value)) return value.map((item) => scrub(item, emails, key));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v, emails, k)]));
  return value;
}

export function scrubHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (TRANSFER_HEADERS.has(lower)) continue;
    kept[lower] = SECRET_HEADERS.has(lower) ? PLACEHOLDERS.header : value;
  }
  return kept;
}
