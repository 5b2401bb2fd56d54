import * as z from 'zod/mini';
import { meta } from '../compose';

/** The plain error shape: `{ message }`. */
export const MessageResponse = meta(z.object({ message: z.string() }), { id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * The validation shape (422): a message plus per-field lists of messages. Registration also reads
 * `errors.message`, so the map may carry a `message` entry of its own.
 */
export const ValidationErrorResponse = meta(
  z.object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  }),
  { id: 'ValidationErrorResponse' },
);
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponse>;

export const ErrorResponse = z.union([ValidationErrorResponse, MessageResponse]);
