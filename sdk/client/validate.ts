import { config } from 'zod/mini';
import type * as z from 'zod/mini';

/**
 * Response validation. zod's runtime parser validates a 40-profile listing in about the time
 * JSON.parse takes to read it (1-2x, see bench/sdk-validation.bench.ts). A schema compiler (zod's
 * `compile`, passed as the client's `compileSchemas` option) makes a parser that does it 5-20 times
 * faster, but generating it takes tens of milliseconds and zod's compiler weighs about 9 kB gzip,
 * so it is the caller's choice: a server rendering many pages gains, a phone loading one page
 * does not. With a compiler, a schema is validated by the runtime parser at first and compiled,
 * in idle time, once it has been used twice (the second use says it is a hot path: pagination,
 * filters); from then on the compiled parser is used. Results are identical (a compiled parser
 * falls back to the runtime one for the issues of an invalid value). Where code generation is
 * unavailable (CSP without 'unsafe-eval', or zod configured `jitless`), nothing is compiled.
 */
const COMPILE_AFTER_USES = 2;

/** A schema compiler: zod's `compile` (`import { compile } from 'zod/mini'`), or any function that returns an equivalent schema. */
export type SchemaCompiler = <S extends z.ZodMiniType>(schema: S) => S;

interface State {
  uses: number;
  compiled?: z.ZodMiniType;
  scheduled?: boolean;
}
const states = new WeakMap<z.ZodMiniType, State>();

type IdleScheduler = (fn: () => void) => void;
const idle: IdleScheduler =
  typeof globalThis.requestIdleCallback === 'function' ? (fn) => globalThis.requestIdleCallback(fn) : (fn) => setTimeout(fn, 0);

export function validate<S extends z.ZodMiniType>(schema: S, value: unknown, compile?: SchemaCompiler): z.core.util.SafeParseResult<z.output<S>> {
  let state = states.get(schema);
  if (!state) states.set(schema, (state = { uses: 0 }));
  state.uses += 1;
  if (compile && !state.compiled && !state.scheduled && state.uses >= COMPILE_AFTER_USES && !config().jitless) {
    state.scheduled = true;
    const pending = state;
    // zod's compile() never throws: a schema it cannot handle comes back as is.
    idle(() => (pending.compiled = compile(schema)));
  }
  return (state.compiled ?? schema).safeParse(value) as z.core.util.SafeParseResult<z.output<S>>;
}
