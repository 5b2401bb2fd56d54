/**
 * negotiator 1.x, as this server uses it. `@types/negotiator` describes 0.6, whose `encodings` has
 * no `preferred` option (the server's order among encodings the client rates alike).
 */
declare module 'negotiator' {
  interface EncodingOptions {
    readonly preferred?: readonly string[];
  }
  class Negotiator {
    constructor(request: { readonly headers: Readonly<Record<string, string | readonly string[] | undefined>> });
    encoding(available?: readonly string[], options?: EncodingOptions): string | undefined;
    encodings(available?: readonly string[], options?: EncodingOptions): string[];
  }
  export = Negotiator;
}
