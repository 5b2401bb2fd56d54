import type { CallOptions, Transport } from '../client/transport';
import { toFormData, uploadInit } from '../client/upload';
import type { UploadOptions } from '../client/upload';
import type { Answer, Route } from './derive';
import { responseOf } from './operation-schemas';
import { send } from './send';

export interface ImageUploadOptions extends CallOptions, UploadOptions {
  /** Make the image the main slide. */
  main?: boolean;
}

/**
 * The image upload of a profile's or a business's gallery (multipart), with upload progress where
 * the platform reports it: the file is an argument and `main` an option, sent as the form's text.
 * Not derived: a multipart body is built per attempt and may go by XMLHttpRequest (../client/upload).
 */
export const imageUpload =
  <R extends Route>(t: Transport, route: R) =>
  (id: number, image: Blob, o: ImageUploadOptions = {}): Promise<Answer<R>> => {
    const main = o.main === undefined ? undefined : (String(o.main) as 'true' | 'false');
    return send(t, route, responseOf(route.id), {
      path: { id },
      body: { image, main },
      init: (init) => uploadInit(() => toFormData({ image, main }), o.onProgress, init.fetch, t.customFetch),
    }, o) as Promise<Answer<R>>;
  };
