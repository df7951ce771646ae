import { z } from 'zod';

/**
 * A path id that cannot name anything is bad input: 400 with `errors: [{ path: 'id', ... }]`.
 * A well-formed id that names nothing is 404 (the service says so).
 */
export const INVALID_ID = 'Invalid id';

/** Path parameters of a route on a record with a UUID. */
export const uuidParamsSchema = z.object({ id: z.uuid(INVALID_ID) });
export type UuidParams = z.infer<typeof uuidParamsSchema>;
