import { MEETING_DATE_LEEWAY_HOURS } from './constants/limits';

/**
 * The contract's rules beyond types and ranges: every zod refinement of the schemas
 * names one of these in its params (`.refine(check, { message, ...rule('x-same-length') })`), so
 * that openapi.yaml says it too. Where JSON Schema can say the rule, `jsonSchema` is merged into the
 * schema that carries the refinement (uniqueItems, if/then, anyOf); either way the schema gets the
 * rule's `x-` key with its plain-words description, which docs/contract-rules.md lists and the
 * contract kit prints when an answer breaks it. A refinement without a rule fails
 * tests/unit/schemas/contract-rules.test.ts.
 */
export interface ContractRule {
  /** What the rule asks, in plain words (the `x-` key's value, the kit's "expected"). */
  readonly description: string;
  /** The same rule in JSON Schema 2020-12, when JSON Schema can say it. */
  readonly jsonSchema?: Readonly<Record<string, unknown>>;
}

export const CONTRACT_RULES = {
  'x-unique-items': {
    description: 'each item at most once',
    jsonSchema: { uniqueItems: true },
  },
  'x-hours-when-available': {
    description: 'a day that is available (notAvailable false) has a "from" hour',
    jsonSchema: { if: { properties: { notAvailable: { const: false } } }, then: { properties: { from: { type: 'string' } } } },
  },
  'x-until-when-available': {
    description: 'an available day that does not start "All day" has a "to" hour',
    jsonSchema: {
      if: { properties: { notAvailable: { const: false }, from: { not: { const: 'All day' } } } },
      then: { properties: { to: { type: 'string' } } },
    },
  },
  'x-incall-or-outcall': {
    description: 'at least one of incall and outcall is a price',
    jsonSchema: { not: { properties: { incall: { type: 'null' }, outcall: { type: 'null' } } } },
  },
  'x-same-length': {
    description: 'time, incall and outcall have the same number of items (one price pair per duration)',
  },
  'x-min-not-above-max': {
    description: 'each *_min is not above its *_max when both are given',
  },
  'x-password-confirmed': {
    description: 'password_confirmation is the same text as password',
  },
  'x-not-in-future': {
    description: `a date not after today where the day is furthest ahead (UTC+${MEETING_DATE_LEEWAY_HOURS})`,
  },
} as const satisfies Record<`x-${string}`, ContractRule>;

export type ContractRuleKey = keyof typeof CONTRACT_RULES;

/** The refinement options that name a rule: `.refine(check, { message, ...rule('x-same-length') })`. */
export const rule = (key: ContractRuleKey) => ({ params: { rule: key } }) as const;

/** The rule a zod issue or check names in its params, if any. */
export function ruleOf(params: unknown): ContractRuleKey | undefined {
  const key = (params as { rule?: unknown } | undefined)?.rule;
  return typeof key === 'string' && Object.hasOwn(CONTRACT_RULES, key) ? (key as ContractRuleKey) : undefined;
}

/** Patterns of the schemas in plain words, by `String(regex)` (as zod issues carry them), for the kit's reports. */
export const SAFE_URL_PATTERN = /^(?:[Hh][Tt][Tt][Pp][Ss]?:\/\/|\/(?!\/))/;
export const HTTP_URL_PATTERN = /^[Hh][Tt][Tt][Pp][Ss]?:\/\//;
export const PATTERN_WORDS: Readonly<Record<string, string>> = {
  [String(SAFE_URL_PATTERN)]: 'an http(s) URL or a path on the site (never javascript: or data:)',
  [String(HTTP_URL_PATTERN)]: 'an http(s) URL',
};
