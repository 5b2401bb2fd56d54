/**
 * Multipart uploads with progress. fetch cannot report upload progress, so where the environment
 * has XMLHttpRequest (browsers) and the caller asked for progress, the request is sent with XHR;
 * elsewhere (Node, or a custom fetch) it goes through fetch and progress jumps from 0 to 1.
 *
 * The FormData is rebuilt for every attempt from `build`, so the one retry re-sends a fresh body.
 */
export type ProgressHandler = (fraction: number) => void;

export interface UploadOptions {
  /** Called with 0..1 as the body is sent (0 then 1 where progress cannot be observed). */
  onProgress?: ProgressHandler;
}

type FetchFn = (request: Request) => Promise<Response>;

/** Values a multipart form carries: files, and scalars sent as strings; undefined is left out. */
export type FormFields = Record<string, Blob | string | number | boolean | undefined>;

export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') form.append(name, value, value instanceof File ? value.name : 'blob');
    else form.append(name, String(value));
  }
  return form;
}

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

function xhrFetch(request: Request, body: FormData, onProgress: ProgressHandler): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = request;
    if (signal.aborted) return reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url);
    // The multipart boundary is XHR's own, so the Content-Type of the fetch Request must not be copied.
    request.headers.forEach((value, name) => {
      if (name.toLowerCase() !== 'content-type') xhr.setRequestHeader(name, value);
    });
    xhr.responseType = 'text';
    const onAbort = () => xhr.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      onProgress(1);
      const init = { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) };
      resolve(new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, init));
    };
    // Same shape as fetch: a TypeError for a failed connection, an AbortError for an abort.
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    onProgress(0);
    xhr.send(body);
  });
}

/**
 * Request options for openapi-fetch that send `build()` as the body and report progress.
 * `baseFetch` is the call's fetch (SendInit.fetch). `customFetch` says whether the caller
 * configured one: it is respected, so XHR is only used when the client runs on the platform's own
 * fetch.
 */
export function uploadInit(build: () => FormData, onProgress: ProgressHandler | undefined, baseFetch: FetchFn, customFetch: boolean) {
  const useXhr = onProgress !== undefined && !customFetch && typeof XMLHttpRequest === 'function';
  const fetch: FetchFn = useXhr
    ? (request) => xhrFetch(request, build(), onProgress)
    : async (request) => {
        onProgress?.(0);
        const response = await baseFetch(request);
        onProgress?.(1);
        return response;
      };
  return { bodySerializer: () => build(), fetch };
}
