import { createReadStream, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { RequestHandler } from 'express';
import { HTTP } from '@portal/sdk';
import { negotiateEncoding } from './compression';
import type { Encoding } from './compression';
import { PRECOMPRESSED } from './precompress-plugin';
import { NO_STORE } from './caching';

/**
 * The build's hashed assets (`/assets/*`), served from an index made once at start: the directory
 * never changes while the server runs (a deploy is a new process), so the index holds exactly the
 * files that exist and nothing a request can add to. A name outside it is a plain 404 (an old
 * chunk after a deploy: the browser's chunk-reload guard takes over), a malformed escape a 400;
 * neither touches the file system, so `..` and friends find nothing. Compressed copies come from
 * the build (precompress-plugin.ts) and are picked by Accept-Encoding.
 */
interface AssetFile {
  readonly path: string;
  readonly size: number;
  /** Precompressed copies on disk, by encoding. */
  readonly encoded: Partial<Record<Encoding, { readonly path: string; readonly size: number }>>;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const SUFFIXES: ReadonlySet<string> = new Set(PRECOMPRESSED.map((p) => p.suffix));

export function indexAssets(dir: string): ReadonlyMap<string, AssetFile> {
  const index = new Map<string, AssetFile>();
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return index; // No build yet (tests of the app without a client build).
  }
  const sizeOf = (path: string) => {
    try {
      const s = statSync(path);
      return s.isFile() ? s.size : null;
    } catch {
      return null;
    }
  };
  for (const name of names) {
    const path = join(dir, name);
    const size = sizeOf(path);
    if (size === null || SUFFIXES.has(extname(name))) continue;
    const encoded: AssetFile['encoded'] = {};
    for (const { encoding, suffix } of PRECOMPRESSED) {
      const copy = sizeOf(path + suffix);
      if (copy !== null) encoded[encoding] = { path: path + suffix, size: copy };
    }
    index.set(`/${name.split('\\').join('/')}`, { path, size, encoded });
  }
  return index;
}

/** The request path decoded, or null when its escapes are malformed (`%ZZ`). */
function decodedPath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

export function staticAssets(dir: string): RequestHandler {
  const index = indexAssets(dir);
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(HTTP.methodNotAllowed).set('allow', 'GET, HEAD').type('text/plain').send('Method Not Allowed');
      return;
    }
    const path = decodedPath(req.path);
    const file = path === null ? undefined : index.get(path);
    if (!file) {
      const status = path === null ? HTTP.badRequest : HTTP.notFound;
      // The request's access log line (logger.ts) is its one short line: no stack.
      res.status(status).set('cache-control', NO_STORE).type('text/plain').send(status === HTTP.badRequest ? 'Bad Request' : 'Not Found');
      return;
    }
    const accepted = negotiateEncoding(req.headers['accept-encoding']);
    const copy = accepted ? file.encoded[accepted] : undefined;
    res.type(extname(file.path));
    res.setHeader('cache-control', IMMUTABLE_CACHE);
    if (Object.keys(file.encoded).length > 0) res.setHeader('vary', 'Accept-Encoding');
    if (copy && accepted) res.setHeader('content-encoding', accepted);
    res.setHeader('content-length', copy?.size ?? file.size);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = createReadStream(copy?.path ?? file.path);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}
