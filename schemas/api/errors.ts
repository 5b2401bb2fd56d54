import * as z from 'zod';

/** The plain error shape: `{ message }`. */
export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'MessageResponse' });
export type MessageResponse = z.infer<typeof MessageResponse>;

/**
 * The validation shape (422): a message plus per-field lists of messages. Registration also reads
 * `errors.message`, so the map may carry a `message` entry of its own.
 */
export const ValidationErrorResponse = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({ id: 'ValidationErrorResponse' });
export type ValidationErrorResponse = z.infer<typeof ValidationErrorResponse>;

export const ErrorResponse = z.union([ValidationErrorResponse, MessageResponse]);
