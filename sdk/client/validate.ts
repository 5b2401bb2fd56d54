import { compile, config } from 'zod';
import type { z } from 'zod';

/**
 * Response validation. zod's runtime parser validates a 40-profile listing in about the time
 * JSON.parse takes to read it (1-2x, see bench/sdk-validation.bench.ts); the parser `z.compile`
 * generates does it 5-20 times faster, but generating it takes tens of milliseconds. So a schema
 * is validated by the runtime parser at first and compiled, in idle time, once it has been used
 * twice (the second use says it is a hot path: pagination, filters); from then on the compiled
 * parser is used. Results are identical (a compiled parser falls back to the runtime one for the
 * issues of an invalid value). Where code generation is unavailable (CSP without 'unsafe-eval',
 * or zod configured `jitless`), nothing is compiled and the runtime parser stays.
 */
const COMPILE_AFTER_USES = 2;

interface State {
  uses: number;
  compiled?: z.ZodType;
  scheduled?: boolean;
}
const states = new WeakMap<z.ZodType, State>();

type IdleScheduler = (fn: () => void) => void;
const idle: IdleScheduler =
  typeof globalThis.requestIdleCallback === 'function' ? (fn) => globalThis.requestIdleCallback(fn) : (fn) => setTimeout(fn, 0);

export function validate<S extends z.ZodType>(schema: S, value: unknown): z.ZodSafeParseResult<z.output<S>> {
  let state = states.get(schema);
  if (!state) states.set(schema, (state = { uses: 0 }));
  state.uses += 1;
  if (!state.compiled && !state.scheduled && state.uses >= COMPILE_AFTER_USES && !config().jitless) {
    state.scheduled = true;
    const pending = state;
    // compile() never throws: a schema it cannot handle comes back as is.
    idle(() => (pending.compiled = compile(schema)));
  }
  return (state.compiled ?? schema).safeParse(value) as z.ZodSafeParseResult<z.output<S>>;
}
