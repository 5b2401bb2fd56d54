import type { z } from 'zod/mini';
import { CONTRACT_RULES, PATTERN_WORDS, ruleOf } from '../../schemas/rules';

/** One difference between an answer and its contract, as the reports show it. */
export interface ContractIssue {
  /** JSON path of the field, e.g. `data[3].likes`; `data[*].likes` when folded; `(status)`, `(content-type)`, `(body)` otherwise. */
  path: string;
  /** What the contract expects, in a few words. */
  expected: string;
  /** What came, shortened; secrets are never shown. */
  received: string;
  /** The difference in plain words. */
  message: string;
  /** How many items had this same difference (1 unless folded): each item once, whatever it broke. */
  count: number;
  /**
   * 'tolerated': the SDK leaves the broken part out and pages render without it (a list entry or an
   * optional section, schemas/tolerance.ts; a field the contract does not name); 'breaking': the
   * SDK refuses the answer. Set by the check of an answer.
   */
  severity?: Severity;
  /** Known drift a team accepted (`--baseline`): reported, never fails the run. */
  accepted?: boolean;
}

export type Severity = 'tolerated' | 'breaking';

const RECEIVED_MAX_CHARS = 60;
/** Fields whose values are never printed, wherever they sit. */
export const SECRET_KEY = /token|password|secret|authorization|cookie/i;
export const REDACTED = '(hidden)';

/** `['data', 3, 'likes']` -> `data[3].likes`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** A copy of a JSON value with every secret field's value hidden. */
export function hideSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hideSecrets);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, SECRET_KEY.test(k) ? REDACTED : hideSecrets(v)]));
}

/** A value as a short JSON excerpt: `"12"`, `null`, `{"id":1,"ti…`, or `(missing)`. */
export function shorten(value: unknown, path: readonly PropertyKey[] = []): string {
  if (value === undefined) return '(missing)';
  if (path.some((key) => typeof key === 'string' && SECRET_KEY.test(key))) return REDACTED;
  const text = JSON.stringify(hideSecrets(value)) ?? String(value);
  return text.length > RECEIVED_MAX_CHARS ? `${text.slice(0, RECEIVED_MAX_CHARS - 1)}…` : text;
}

/** The JSON type of a value in plain words. */
export function describeType(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  const type = typeof value;
  return type === 'object' ? 'an object' : `a ${type}`;
}

const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

function expectedOf(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type': return issue.expected;
    case 'invalid_value': return issue.values.map((v) => JSON.stringify(v)).join(' | ');
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? PATTERN_WORDS[String(issue.pattern)] ?? `text matching ${String(issue.pattern)}`
        : `${issue.format} format`;
    case 'too_small': return `${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'too_big': return `${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}${issue.origin === 'string' ? ' characters' : issue.origin === 'array' ? ' items' : ''}`;
    case 'unrecognized_keys': return 'no other fields';
    case 'invalid_union': return 'one of the documented shapes';
    case 'custom': {
      // A refinement names its rule (schemas/rules.ts): its plain words, never "custom".
      const key = ruleOf(issue.params);
      return key ? CONTRACT_RULES[key].description : issue.message;
    }
    default: return issue.code.replace(/_/g, ' ');
  }
}

function messageOf(issue: z.core.$ZodIssue, received: unknown): string {
  const field = issue.path.length > 0 ? `"${String(issue.path[issue.path.length - 1])}"` : 'the body';
  if (issue.code === 'invalid_type') {
    if (received === undefined) return `${field} is missing (it must be ${article(issue.expected)})`;
    return `${field} must be ${article(issue.expected)} but is ${describeType(received)}`;
  }
  if (issue.code === 'invalid_value') return `${field} has a value the contract does not allow`;
  if (issue.code === 'invalid_union') return `${field} matches none of the shapes the contract allows`;
  return `${field}: ${issue.message}`;
}

/** zod's issues for a body, in the kit's words, with the received values read from the body itself. */
export function fromZodIssues(issues: readonly z.core.$ZodIssue[], body: unknown): ContractIssue[] {
  return issues.map((issue) => {
    const received = valueAt(body, issue.path);
    return { path: formatPath(issue.path), expected: expectedOf(issue), received: shorten(received, issue.path), message: messageOf(issue, received), count: 1 };
  });
}

/** The same path with every list index replaced by `*`: `data[3].likes` -> `data[*].likes`. */
const foldedPath = (path: string) => path.replace(/\[\d+\]/g, '[*]');

/**
 * Identical differences on many items become one issue with a count: same field (indexes
 * aside), same expectation, same message. The first item's value stands for them all.
 */
export function foldIssues(issues: readonly ContractIssue[]): ContractIssue[] {
  const groups = new Map<string, ContractIssue[]>();
  for (const issue of issues) {
    const key = [foldedPath(issue.path), issue.expected, issue.message, issue.severity ?? ''].join('\u0000');
    const group = groups.get(key);
    if (group) group.push(issue);
    else groups.set(key, [issue]);
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [ContractIssue, ...ContractIssue[]];
    // An item that breaks one expectation twice (two checks of one field) is still one item.
    const count = new Set(group.map((issue) => issue.path)).size;
    if (count === 1) return first;
    const where = group.slice(0, 3).map((issue) => issue.path).join(', ');
    return {
      ...first,
      path: foldedPath(first.path),
      count,
      message: `${first.message}, on ${count} items (${where}${group.length > 3 ? ', …' : ''})`,
    };
  });
}
