/**
 * `npm run serve`: the production server (bundled by `vite build --ssr` into
 * build/site/server/serve.js, run with `node` directly). It never builds and serves only the build
 * output; configuration comes from the environment (config.ts), validated once at start.
 *
 * - WEB_CONCURRENCY=1 (default): this process serves.
 * - WEB_CONCURRENCY=N: this process is the cluster primary; it forks N workers that share the
 *   port, replaces one that dies, serves the workers' metrics added up on METRICS_PORT, and on
 *   SIGTERM/SIGINT passes the signal on and exits when the workers have.
 * - Under a memory limit (the container's cgroup limit or SITE_MEMORY_LIMIT_MB) the primary forks
 *   the workers (one for WEB_CONCURRENCY=1) with a V8 heap sized from their share (heap.ts): a
 *   running process cannot resize its own heap.
 * Each serving process drains on SIGTERM/SIGINT (readiness 503, no new connections, requests in
 * flight finish within SHUTDOWN_TIMEOUT_MS) and exits 0.
 */
import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AggregatorRegistry } from 'prom-client';
import { configOrExit, readServeConfig } from './config';
import type { ServeConfig } from './config';
import { NO_STORE } from './caching';
import { hasHeapFlag, memoryLimitBytes, workerHeapFlags } from './heap';
import { listeningOrigin } from './listen';
import { createLogger } from './logger';
import type { Logger } from './logger';
import { collectProcessMetrics, metricsRegistry } from './metrics';
import { STOP_SIGNALS, stopOnSignals } from './shutdown';

// React and the server bundle must both run in production mode, whatever the caller's environment
// says; set before the app (and React) is imported below.
process.env.NODE_ENV = 'production';

/** build/site: this file is build/site/server/serve.js. */
const BUILD_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The primary waits this much longer than the workers' own drain before it kills them. */
const PRIMARY_GRACE_MS = 5000;

function startMetricsServer(config: ServeConfig, log: Logger, metrics: () => Promise<string>, contentType: string): Server | null {
  if (config.METRICS_PORT === undefined) return null;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metrics().then(
      (text) => res.writeHead(200, { 'content-type': contentType, 'cache-control': NO_STORE }).end(text),
      (error: unknown) => {
        log.error({ err: error }, 'metrics collection failed');
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics unavailable');
      },
    );
  });
  server.listen(config.METRICS_PORT, config.HOST, () => log.info({ url: `${listeningOrigin(server, config.HOST)}/metrics` }, 'metrics listening'));
  return server;
}

/** One serving process: the site on PORT (shared by the workers of a cluster). */
async function serveSite(config: ServeConfig, log: Logger): Promise<void> {
  collectProcessMetrics();
  const { createProductionApp } = await import('./prod');
  const { createReadiness } = await import('./health');
  const readiness = createReadiness(config.PORTAL_API_URL);
  const app = createProductionApp({ config, apiUrl: config.PORTAL_API_URL, publicOrigin: config.PUBLIC_ORIGIN, buildDir: BUILD_DIR, logger: log, readiness });
  const server = app.listen(config.PORT, config.HOST, () => {
    log.info({ url: listeningOrigin(server, config.HOST), api: config.PORTAL_API_URL, worker: cluster.isWorker }, 'site listening');
  });
  server.on('error', (error) => {
    log.fatal({ err: error }, 'site server failed');
    process.exit(1);
  });
  // Alone, this process serves its own metrics; in a cluster the primary asks the workers over IPC.
  const metricsServer = cluster.isWorker ? null : startMetricsServer(config, log, () => metricsRegistry.metrics(), metricsRegistry.contentType);
  if (cluster.isWorker) {
    AggregatorRegistry.setRegistries([metricsRegistry]);
    new AggregatorRegistry(); // Installs the listener that answers the primary's requests.
  }

  stopOnSignals(server, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    log,
    onStopping: () => {
      readiness.startDraining();
      metricsServer?.close();
    },
  });
}

/** The cluster primary: N workers, replaced when they die, stopped together. */
function runPrimary(config: ServeConfig, log: Logger, heapFlags: readonly string[]): void {
  if (heapFlags.length > 0) cluster.setupPrimary({ execArgv: [...process.execArgv, ...heapFlags] });
  const aggregator = new AggregatorRegistry();
  const metricsServer = startMetricsServer(config, log, () => aggregator.clusterMetrics(), aggregator.contentType);
  let stopping = false;
  let failed = false;
  // Our own count: `cluster.workers` drops a worker on 'exit' or on 'disconnect', whichever
  // Node sees last, so on the last worker's 'exit' it may still list it.
  const live = new Set<Worker>();

  const fork = () => {
    const worker: Worker = cluster.fork();
    live.add(worker);
    let listening = false;
    worker.once('listening', () => {
      listening = true;
    });
    worker.once('exit', (code, signal) => {
      const pid = worker.process.pid;
      live.delete(worker);
      if (stopping) {
        if (code !== 0) failed = true;
        log.info({ workerPid: pid, code, signal }, 'worker stopped');
        if (live.size === 0) {
          metricsServer?.close();
          process.exit(failed ? 1 : 0);
        }
        return;
      }
      if (!listening) {
        // It never served (a port in use, a broken build): forking again would only loop.
        log.fatal({ workerPid: pid, code, signal }, 'worker died before it served; stopping');
        failed = true;
        stopAll('SIGTERM');
        return;
      }
      log.error({ workerPid: pid, code, signal }, 'worker died; starting a new one');
      fork();
    });
  };

  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal, workers: live.size }, 'stopping workers');
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill(signal);
    setTimeout(() => {
      log.error('workers did not stop in time; killing them');
      for (const worker of live) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + PRIMARY_GRACE_MS).unref();
  };

  for (const signal of STOP_SIGNALS) process.on(signal, () => stopAll(signal));
  log.info({ workers: config.WEB_CONCURRENCY, heap: heapFlags }, 'starting workers');
  for (let i = 0; i < config.WEB_CONCURRENCY; i++) fork();
}

function readTextOrNull(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function main(): void {
  const config = configOrExit('npm run serve', readServeConfig(process.env));
  const log = createLogger(config.LOG_LEVEL);
  // A crash is one JSON line with its stack, then exit 1 (the primary or the orchestrator starts a new process).
  process.on('uncaughtException', (error) => {
    log.fatal({ err: error }, 'uncaught exception');
    process.exit(1);
  });
  if (!existsSync(join(BUILD_DIR, 'client/.vite/manifest.json'))) {
    log.fatal({ buildDir: BUILD_DIR }, 'no site build: run `npm run build:site` first');
    process.exit(1);
  }
  const heapFlags = cluster.isPrimary && !hasHeapFlag(process.execArgv, process.env.NODE_OPTIONS)
    ? workerHeapFlags(memoryLimitBytes(config.SITE_MEMORY_LIMIT_MB, readTextOrNull), config.WEB_CONCURRENCY)
    : [];
  if (cluster.isPrimary && (config.WEB_CONCURRENCY > 1 || heapFlags.length > 0)) runPrimary(config, log, heapFlags);
  else
    serveSite(config, log).catch((error: unknown) => {
      log.fatal({ err: error }, 'site failed to start');
      process.exit(1);
    });
}

main();
