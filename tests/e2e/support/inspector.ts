/**
 * The memory a server process really keeps, read through its inspector (a process started with
 * `--inspect=127.0.0.1:0`) over the Chrome DevTools Protocol: a full garbage collection first, then
 * `process.memoryUsage()`. Unlike the resident size, which V8 and malloc grow lazily and seldom
 * give back, this moves only with memory something still holds.
 *
 * On connecting it turns off V8's bytecode flushing in that process: V8 drops the bytecode of
 * functions unused for a while (the server's start-up code), which freed about 1 MB at a moment of
 * its own choosing in the middle of a measurement and hid as much growth.
 */
export interface KeptMemory {
  /** The JS heap in use after a full collection. */
  readonly heapUsed: number;
  /** Memory outside the heap that JS objects hold (Buffers, zlib streams), after the same collection. */
  readonly external: number;
}

export interface Inspector {
  kept(): Promise<KeptMemory>;
  close(): void;
}

const LISTENING = /Debugger listening on (ws:\/\/127\.0\.0\.1:\d+\/[\w-]+)/;

/** Connects to the inspector whose address the process printed (in `output`, its start-up lines). */
export async function openInspector(output: string): Promise<Inspector> {
  const address = LISTENING.exec(output)?.[1];
  if (!address) throw new Error(`The process printed no inspector address:\n${output.slice(-2000)}`);
  const socket = new WebSocket(address);
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener('open', () => resolve(), { once: true });
    socket.addEventListener('error', () => reject(new Error(`Could not reach the inspector at ${address}`)), { once: true });
  });
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id!);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  // A process that exits mid-call fails the call at once rather than at the test's timeout.
  socket.addEventListener('close', () => {
    for (const waiting of pending.values()) waiting.reject(new Error(`The inspector at ${address} closed`));
    pending.clear();
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** The value of an expression in the process; an exception it throws is thrown here. */
  const evaluate = async <T>(expression: string): Promise<T> => {
    const answer = (await send('Runtime.evaluate', { expression, returnByValue: true })) as { result: { value: T }; exceptionDetails?: { exception?: { description?: string }; text: string } };
    if (answer.exceptionDetails) throw new Error(`${expression}: ${answer.exceptionDetails.exception?.description ?? answer.exceptionDetails.text}`);
    return answer.result.value;
  };
  await evaluate("process.getBuiltinModule('v8').setFlagsFromString('--no-flush-bytecode')");
  return {
    async kept() {
      await send('HeapProfiler.collectGarbage');
      const { heapUsed, external } = await evaluate<KeptMemory>('process.memoryUsage()');
      return { heapUsed, external };
    },
    close: () => socket.close(),
  };
}
