/** What a seeder reports: how many rows a table had, how many it added, how many it has now. */
import { z } from 'zod';

export const topUpSchema = z.object({ before: z.number(), added: z.number(), total: z.number() });
export type TopUp = z.infer<typeof topUpSchema>;

export const applicationsSeedSchema = z.object({
  before: z.number(),
  added: z.number(),
  votes: z.number(),
  comments: z.number(),
  total: z.number(),
});
export type ApplicationsSeed = z.infer<typeof applicationsSeedSchema>;
