import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Multipart bodies between jsdom and Node's fetch, for test files that run in a jsdom environment.
 *
 * A body the code under test builds (jsdom's FormData holding jsdom's File) reaches Node's fetch
 * Request: MSW turns every XMLHttpRequest into one, and openapi-fetch builds one. Vitest's jsdom
 * environment converts the body on the way in, but that conversion breaks on Node 24
 * (vitest-dev/vitest#9135): it reads the bytes from a private jsdom field that jsdom 28 renamed
 * (the file arrives as the text "undefined"), and it appends plain Blobs, which the undici of
 * Node 24.6+ copies into whatever `File` the global holds at that moment (nodejs/undici#4362):
 * jsdom's, whose stream never ends, so reading the body hangs forever. The way back has the same
 * fault: `request.formData()` builds each file part with the global (jsdom's) File, then asserts
 * it is Node's, and throws.
 *
 * So, under jsdom only:
 * - a Request in front of vitest's hands it Node's FormData holding Node's own Files, with the
 *   bytes, name and type of the originals: undici has nothing to copy, and a handler reads back
 *   exactly what a browser would have sent;
 * - `formData()` of Node's Request and Response parses with Node's File on the global, then gives
 *   jsdom's FormData and Files back, as a browser's code would get them (`instanceof File` holds).
 *
 * Import it before MSW (MSW subclasses the global Request when it loads): the dom project loads
 * it from its setup file; a unit test file with a jsdom environment imports it first.
 */
const DomBlob = globalThis.Blob;
const DomFile = globalThis.File;
const DomFormData = globalThis.FormData;

if ('jsdom' in globalThis && (DomBlob as unknown) !== NodeBlob) {
  // jsdom keeps a wrapper's state on an object behind a private symbol; the bytes are `_bytes`.
  const implSymbol = Object.getOwnPropertySymbols(new DomBlob())[0];
  if (implSymbol === undefined) throw new Error('jsdom-request-bodies: jsdom no longer keeps a Blob behind a symbol');
  const bytesOf = (blob: Blob): Uint8Array => {
    const bytes = (blob as unknown as Record<symbol, { _bytes?: Uint8Array }>)[implSymbol]?._bytes;
    if (!(bytes instanceof Uint8Array)) throw new Error('jsdom-request-bodies: cannot read the bytes of a jsdom Blob');
    return bytes;
  };
  const toNodeFile = (blob: Blob): NodeFile =>
    new NodeFile([bytesOf(blob)], blob instanceof DomFile ? blob.name : 'blob', {
      type: blob.type,
      lastModified: blob instanceof DomFile ? blob.lastModified : Date.now(),
    });
  // Node's FormData is not a global here (jsdom's is); a parsed body hands out an instance of it.
  const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const toNodeBody = (body: unknown): unknown => {
    if (body instanceof DomFormData) {
      const form = new NodeFormData();
      // No file name argument: with one, undici would copy the File into the global (jsdom's) File.
      body.forEach((value, name) => form.append(name, typeof value === 'string' ? value : (toNodeFile(value) as unknown as Blob)));
      return form;
    }
    if (body instanceof DomBlob) return toNodeFile(body);
    return body;
  };

  const VitestRequest = globalThis.Request;
  class NodeBodyRequest extends VitestRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(input, init?.body == null ? init : { ...init, body: toNodeBody(init.body) as BodyInit });
    }

    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof VitestRequest;
    }
  }
  globalThis.Request = NodeBodyRequest;

  // While undici parses a multipart body the global File is Node's (counted: reads may overlap).
  const scope = globalThis as { File: unknown };
  let parsing = 0;
  const parseWithNodeFile = async (parse: () => Promise<FormData>): Promise<FormData> => {
    if (parsing++ === 0) scope.File = NodeFile;
    let parsed: FormData;
    try {
      parsed = await parse();
    } finally {
      if (--parsing === 0) scope.File = DomFile;
    }
    const form = new DomFormData();
    for (const [name, value] of parsed) {
      const file = value as File;
      form.append(name, typeof value === 'string' ? value
        : new DomFile([new Uint8Array(await file.arrayBuffer())], file.name, { type: file.type, lastModified: file.lastModified }));
    }
    return form;
  };
  for (const body of [Object.getPrototypeOf(VitestRequest.prototype) as Body, Response.prototype]) {
    const formData = body.formData;
    if (!Object.hasOwn(body, 'formData')) throw new Error('jsdom-request-bodies: formData() is not where Node defines it');
    Object.defineProperty(body, 'formData', {
      configurable: true,
      writable: true,
      value(this: Body) {
        return parseWithNodeFile(() => formData.call(this));
      },
    });
  }
}
