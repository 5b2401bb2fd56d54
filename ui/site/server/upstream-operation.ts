import { operations } from '@portal/sdk/schemas';
import type { OperationId } from '@portal/sdk';

/**
 * Which API operation a request is (`listProfiles` for GET /api/profile), from the operation
 * table (schemas/operations.ts): logs and metrics name calls by operation, never by raw path,
 * so ids and slugs in paths do not become label values.
 */
interface CompiledOperation {
  readonly id: OperationId;
  readonly method: string;
  readonly pattern: string;
  readonly test: RegExp;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const COMPILED: readonly CompiledOperation[] = operations
  .map((op) => {
    const segments = op.path.split('/').map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : escapeRegExp(segment)));
    return { id: op.id, method: op.method.toUpperCase(), pattern: op.path, test: new RegExp(`^${segments.join('/')}/?$`), params: segments.filter((s) => s === '[^/]+').length };
  })
  // Literal paths win over parameters (/api/profile/favorites before /api/profile/{id}).
  .sort((a, b) => a.params - b.params);

export interface UpstreamOperation {
  readonly id: OperationId;
  /** The path pattern, e.g. /api/profile/{id}. */
  readonly pattern: string;
}

export function upstreamOperation(method: string, pathname: string): UpstreamOperation | undefined {
  const upper = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const found = COMPILED.find((op) => op.method === upper && op.test.test(pathname));
  return found ? { id: found.id, pattern: found.pattern } : undefined;
}
