import * as z from 'zod/mini';
import { tolerance } from '../../schemas/tolerance';

/**
 * Tolerant reading: an answer that fails its schema is repaired by the rules the
 * schemas declare (schemas/tolerance.ts): a broken entry of a tolerant list is left out, a broken
 * optional section is replaced by its empty value. Anything else broken (the envelope, an essential
 * field) cannot be repaired and the answer still fails. Runs only after the strict validation
 * failed, so answers that conform never pay for it.
 */

/** One part of an answer that was left out. */
export interface DroppedPart {
  /** 'entry': a list entry was left out; 'section': an optional section was replaced by its empty value. */
  readonly kind: 'entry' | 'section';
  /** The JSON path of what was left out, e.g. `data[3]` or `data.working_time`. */
  readonly at: string;
  /** The id of the left-out entry, or of the entity holding the section, when it has one. */
  readonly itemId?: number | string;
  /** What was broken in it: the field's JSON path (`data[3].likes`) and what the schema expects. */
  readonly issues: readonly { readonly path: string; readonly message: string }[];
}

/** A field of an answer that broke its schema, and the rule it broke. */
export interface BrokenField {
  /** The field's JSON path, e.g. `data.slug`. */
  readonly path: string;
  readonly message: string;
  /** The rule in a few words: `type number`, `pattern /…/`, `x-same-length` (schemas/rules.ts)... */
  readonly rule: string;
}

/**
 * What `onDrift` receives, once per answer that broke its schema: every part left out; and, when
 * the answer could not be read even so (an essential part broke), the fields that made it fail
 * (`failed`): the call then throws `schema-mismatch`. The operation is its method and route;
 * `operationIdOf(method, route)` (in the schemas) names it.
 */
export interface DriftReport {
  /** `GET`. */
  readonly method: string;
  /** The operation's path template, e.g. `/api/profile/{id}`. */
  readonly route: string;
  /** The request path, e.g. `/api/profile/model-1`. */
  readonly path: string;
  readonly dropped: readonly DroppedPart[];
  /** Present when the answer failed: the essential fields that broke. */
  readonly failed?: readonly BrokenField[];
}

/** `data[3].likes` from zod's path segments. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let out = '';
  for (const s of segments) out += typeof s === 'number' ? `[${s}]` : out ? `.${String(s)}` : String(s);
  return out || '(root)';
}

interface Action {
  readonly kind: DroppedPart['kind'];
  /** The segments of what is left out or replaced. */
  readonly at: readonly PropertyKey[];
  readonly fallback?: unknown;
  readonly issues: { path: string; message: string }[];
}

/** The schema under wrappers that do not change the path (optional, nullable, default, pipe...). */
function unwrapOnce(schema: z.ZodMiniType): z.ZodMiniType | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & { innerType?: z.ZodMiniType; in?: z.ZodMiniType; getter?: () => z.ZodMiniType };
  switch (def.type) {
    case 'optional': case 'nullable': case 'default': case 'prefault': case 'nonoptional': case 'catch': case 'readonly':
      return def.innerType ?? null;
    case 'pipe':
      return def.in ?? null;
    case 'lazy':
      return def.getter?.() ?? null;
    default:
      return null;
  }
}

/**
 * The innermost tolerant point on an issue's path: the list entry or the optional section that
 * contains it, or null when only the whole answer contains it.
 */
function actionFor(schema: z.ZodMiniType, path: readonly PropertyKey[]): Omit<Action, 'issues'> | null {
  let found: Omit<Action, 'issues'> | null = null;
  let node: z.ZodMiniType | null = schema;
  for (let i = 0; node && i < path.length; ) {
    const rule = tolerance.get(node);
    const segment = path[i]!;
    if (node instanceof z.ZodMiniObject && typeof segment === 'string') {
      if (rule?.drop === 'section' && segment in rule.sections) {
        found = { kind: 'section', at: path.slice(0, i + 1), fallback: rule.sections[segment] };
      }
      node = (node.shape as Record<string, z.ZodMiniType>)[segment] ?? null;
      i += 1;
    } else if (node instanceof z.ZodMiniArray && typeof segment === 'number') {
      if (rule?.drop === 'entry') found = { kind: 'entry', at: path.slice(0, i + 1) };
      node = node.def.element as z.ZodMiniType;
      i += 1;
    } else {
      node = unwrapOnce(node);
    }
  }
  return found;
}

/** The rule an issue broke, in a few words, for logs. */
export function ruleOfIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'custom': {
      const rule = (issue.params as { rule?: unknown } | undefined)?.rule;
      return typeof rule === 'string' ? rule : 'custom';
    }
    case 'invalid_type': return `type ${issue.expected}`;
    case 'invalid_format': return issue.format === 'regex' && 'pattern' in issue ? `pattern ${String(issue.pattern)}` : `format ${issue.format}`;
    case 'too_small': return `${issue.origin === 'string' ? 'minLength' : issue.origin === 'array' ? 'minItems' : 'minimum'} ${String(issue.minimum)}`;
    case 'too_big': return `${issue.origin === 'string' ? 'maxLength' : issue.origin === 'array' ? 'maxItems' : 'maximum'} ${String(issue.maximum)}`;
    case 'invalid_value': return `enum ${issue.values.map((v) => JSON.stringify(v)).join('|')}`;
    default: return issue.code;
  }
}

/**
 * The fields that made an answer unreadable: those outside every droppable part (or, when a repair
 * only revealed more, every one).
 */
export function brokenFields(schema: z.ZodMiniType, issues: readonly z.core.$ZodIssue[]): BrokenField[] {
  const essential = issues.filter((issue) => !isTolerated(schema, issue.path));
  return (essential.length > 0 ? essential : issues).map((issue) => ({ path: jsonPath(issue.path), message: issue.message, rule: ruleOfIssue(issue) }));
}

/**
 * Whether the SDK reads past a broken value at `path` (zod's segments) of an answer to `schema`:
 * it lies in a list entry or an optional section the schemas declare droppable. The contract kit
 * calls such drift tolerated.
 */
export function isTolerated(schema: z.ZodMiniType, path: readonly PropertyKey[]): boolean {
  return actionFor(schema, path) !== null;
}

const isPrefix = (prefix: readonly PropertyKey[], path: readonly PropertyKey[]) =>
  prefix.length < path.length && prefix.every((s, i) => s === path[i]);

function idOf(value: unknown): number | string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/** The value at `path`, and the nearest id on the way (the entity a section belongs to). */
function locate(root: unknown, path: readonly PropertyKey[]): { parent: unknown; value: unknown; ownerId: number | string | undefined } {
  let parent: unknown = undefined;
  let value: unknown = root;
  let ownerId = idOf(root);
  for (const segment of path) {
    parent = value;
    ownerId = idOf(parent) ?? ownerId;
    value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
  }
  return { parent, value, ownerId };
}

/** Plans the repair of one failed validation: null when an issue lies outside every tolerant point. */
function plan(schema: z.ZodMiniType, issues: readonly z.core.$ZodIssue[]): Action[] | null {
  const byPath = new Map<string, Action>();
  for (const issue of issues) {
    const found = actionFor(schema, issue.path);
    if (!found) return null;
    const key = jsonPath(found.at);
    const action = byPath.get(key) ?? { ...found, issues: [] };
    action.issues.push({ path: jsonPath(issue.path), message: issue.message });
    byPath.set(key, action);
  }
  // A part inside a part that is left out anyway is reported with the outer one.
  const actions = [...byPath.values()];
  return actions.filter((inner) => {
    const outer = actions.find((a) => isPrefix(a.at, inner.at));
    if (outer) outer.issues.push(...inner.issues);
    return !outer;
  });
}

/**
 * Applies the plan to `root` (a copy): deepest first, and later list entries before earlier ones,
 * so paths stay valid. Returns what was left out in the answer's order.
 */
function apply(root: unknown, actions: readonly Action[]): DroppedPart[] {
  const ordered = [...actions].sort((a, b) => {
    if (a.at.length !== b.at.length) return b.at.length - a.at.length;
    const [x, y] = [a.at[a.at.length - 1], b.at[b.at.length - 1]];
    return typeof x === 'number' && typeof y === 'number' ? y - x : 0;
  });
  const dropped = new Map<Action, DroppedPart>();
  for (const action of ordered) {
    const { parent, value, ownerId } = locate(root, action.at);
    const key = action.at[action.at.length - 1]!;
    const itemId = action.kind === 'entry' ? idOf(value) : ownerId;
    if (action.kind === 'entry' && Array.isArray(parent)) parent.splice(key as number, 1);
    else if (parent !== null && typeof parent === 'object') {
      const record = parent as Record<PropertyKey, unknown>;
      if (action.fallback === undefined) delete record[key];
      else record[key] = structuredClone(action.fallback);
    }
    dropped.set(action, { kind: action.kind, at: jsonPath(action.at), ...(itemId === undefined ? {} : { itemId }), issues: action.issues });
  }
  return actions.map((action) => dropped.get(action)!);
}

/** Repairs within this many rounds (a repaired part may reveal another issue); then gives up. */
const MAX_ROUNDS = 3;

/**
 * Repairs `value` (not changed: a copy is repaired) by the declared rules and validates the
 * result. Returns the valid data and what was left out, or null when the answer cannot be repaired.
 */
export function tolerate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  issues: readonly z.core.$ZodIssue[],
): { data: z.output<S>; dropped: DroppedPart[] } | null {
  const copy: unknown = structuredClone(value);
  const dropped: DroppedPart[] = [];
  let pending = issues;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const actions = plan(schema, pending);
    if (!actions) return null;
    dropped.push(...apply(copy, actions));
    const result = schema.safeParse(copy);
    if (result.success) return { data: result.data, dropped };
    pending = result.error.issues;
  }
  return null;
}
