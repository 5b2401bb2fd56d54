import { Server as NetServer } from 'node:net';
import type { Socket } from 'node:net';
import type { Server, ServerResponse } from 'node:http';

/** How often the drain looks for sockets it may close. */
const SWEEP_MS = 50;
/**
 * How long a socket with no request in flight stays open during the drain before it is closed:
 * counted from the drain's start, the socket's accept and its last response, whichever is latest.
 * Within it, a request the client already sent (in the socket's buffer, not yet parsed, which Node
 * counts as idle) arrives and is answered.
 */
export const DRAIN_IDLE_GRACE_MS = 500;
/**
 * The listener stays open after the drain begins until no connection arrived for this long and in
 * one turn of the event loop: Node accepts one queued connection per turn, so a busy server still
 * has connections in the kernel's accept queue whose clients sent their request before the signal;
 * closing the listener would reset them. Readiness already says "no new traffic".
 */
const ACCEPT_QUIET_MS = 100;
/**
 * The longest the listener stays open after the drain begins, however busy the queue: this share
 * of the drain's timeout (a queue that needs longer would not be answered in time anyway).
 */
const ACCEPT_WINDOW_SHARE = 0.5;
/** The signals that stop a serving process (and a cluster primary, which passes them on). */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

interface SocketState {
  /** Requests received on the socket whose response has not finished. */
  inFlight: number;
  /** When the socket was accepted or its last response finished. */
  lastActivity: number;
}

export interface ConnectionTracker {
  /** Resolves once the listener of a drain that began is closed (new connections are refused). */
  readonly listenerClosed: Promise<void>;
  /**
   * Graceful close: the listener stops accepting, every request that reached the server finishes
   * (responses during the drain say `Connection: close`), a socket is closed only once nothing is
   * in flight on it and nothing new arrived within DRAIN_IDLE_GRACE_MS, and whatever is still open
   * after `timeoutMs` is cut. Resolves `drained` or `timeout`.
   */
  drain(timeoutMs: number): Promise<'drained' | 'timeout'>;
}

/**
 * Tracks every socket of `server` and its requests in flight, from now on (call it before the
 * server accepts connections). Node's own `closeIdleConnections()` counts a socket whose request is
 * not parsed yet as idle and resets it; this tracker does not.
 */
export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<Socket, SocketState>();
  const answering = new Set<ServerResponse>();
  let draining = false;
  let lastAccept = 0;
  let acceptedThisTurn = false;
  let listenerClosed: () => void = () => {};
  const listenerClosedPromise = new Promise<void>((resolve) => (listenerClosed = resolve));
  server.on('connection', (socket: Socket) => {
    lastAccept = Date.now();
    acceptedThisTurn = true;
    sockets.set(socket, { inFlight: 0, lastActivity: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.prependListener('request', (req, res) => {
    const state = sockets.get(req.socket);
    if (draining && !res.headersSent) res.setHeader('connection', 'close');
    if (!state) return;
    state.inFlight += 1;
    answering.add(res);
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      answering.delete(res);
      state.inFlight -= 1;
      state.lastActivity = Date.now();
    };
    res.once('finish', finished);
    res.once('close', finished);
  });

  const drain = (timeoutMs: number) =>
    new Promise<'drained' | 'timeout'>((resolve) => {
      draining = true;
      // Answers already under way close their connection too, if their headers are not out yet.
      for (const res of answering) if (!res.headersSent) res.setHeader('connection', 'close');
      const started = Date.now();
      const sweep = () => {
        const now = Date.now();
        for (const [socket, state] of sockets) {
          if (state.inFlight > 0) continue;
          if (now - Math.max(started, state.lastActivity) < DRAIN_IDLE_GRACE_MS) continue;
          // Nothing in flight, every response written, nothing arrived within the grace.
          socket.destroy();
        }
      };
      const timer = setInterval(sweep, SWEEP_MS);
      const deadline = setTimeout(() => {
        clearInterval(timer);
        server.closeAllConnections();
        for (const socket of sockets.keys()) socket.destroy();
        resolve('timeout');
      }, timeoutMs);
      // Connections already queued in the kernel are accepted first (ACCEPT_QUIET_MS). Then the
      // listener closes through net.Server's close, not http.Server's, which since Node 19 also
      // calls closeIdleConnections() and so resets sockets whose request is not parsed yet.
      acceptedThisTurn = true;
      const closeWhenQuiet = () => {
        const now = Date.now();
        const acceptedNow = acceptedThisTurn;
        acceptedThisTurn = false;
        if ((acceptedNow || now - lastAccept < ACCEPT_QUIET_MS) && now - started < timeoutMs * ACCEPT_WINDOW_SHARE) {
          // Another turn at once while the queue yields connections; else look again shortly.
          if (acceptedNow) setImmediate(closeWhenQuiet);
          else setTimeout(closeWhenQuiet, SWEEP_MS);
          return;
        }
        NetServer.prototype.close.call(server, () => {
          clearInterval(timer);
          clearTimeout(deadline);
          resolve('drained');
        });
        listenerClosed();
      };
      setImmediate(closeWhenQuiet);
    });
  return { drain, listenerClosed: listenerClosedPromise };
}

export interface StopOptions {
  /** How long requests in flight may take to finish (SHUTDOWN_TIMEOUT_MS). */
  readonly timeoutMs: number;
  readonly log: { info(details: object, message: string): void; warn(details: object, message: string): void };
  /** Called first: readiness turns 503, side servers (metrics) close. */
  readonly onStopping?: () => void;
  /** Called once the server has drained, before the process exits (the embedded mock, Vite). */
  readonly onStopped?: () => Promise<void> | void;
}

/**
 * The one way a serving process stops (`npm run serve`, each of its workers, `npm start`,
 * `npm run dev`): on SIGTERM or SIGINT, once, it drains the server (trackConnections), then exits 0.
 * Call it before the server accepts its first connection: the drain knows only the sockets it saw.
 */
export function stopOnSignals(server: Server, { timeoutMs, log, onStopping, onStopped }: StopOptions): void {
  const tracker = trackConnections(server);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    onStopping?.();
    const drained = tracker.drain(timeoutMs);
    await tracker.listenerClosed;
    // Logged once the listener is closed: from this line on, new connections are refused.
    log.info({ signal, timeoutMs }, 'draining');
    const result = await drained;
    if (result === 'timeout') log.warn({ timeoutMs }, 'requests still open at the shutdown timeout were cut');
    try {
      await onStopped?.();
    } finally {
      log.info({ result }, 'stopped');
      process.exit(0);
    }
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => void stop(signal));
}
