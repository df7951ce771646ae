import { z } from 'zod';

/** Exports take no query parameters; an unknown one is a 400 rather than silently ignored. */
export const exportQuerySchema = z.object({}).strict();
