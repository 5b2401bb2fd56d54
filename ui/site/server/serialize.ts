import type { ServerPayload } from '../payload';
import { serializeForScript } from '../shared/script-json';

/**
 * The payload is written into the page as a JSON data block (`<script type="application/json">`),
 * read by the browser with `JSON.parse(element.textContent)`: never executed (it still carries the
 * page's nonce, as every script element does), and JSON as it is rather than escaped a second
 * time into a JavaScript string (a third smaller, and one serialization pass fewer). The escaping
 * that keeps any string from ending the element is shared with the format record
 * (shared/script-json.ts).
 */
export function payloadJson(payload: ServerPayload): string {
  return serializeForScript(payload);
}
