import { z } from 'zod';

export const CheckStatus = { Up: 'up', Down: 'down' } as const;
export type CheckStatus = (typeof CheckStatus)[keyof typeof CheckStatus];

/** What a service answers on its `<service>.health` subject. */
export const serviceHealthSchema = z.object({
  service: z.string(),
  instance: z.string(),
  postgres: z.enum(['up', 'down']),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** GET /api/health */
export const healthReportSchema = z
  .object({
    status: z.enum(['ok', 'unavailable']),
    checks: z.record(z.string(), z.enum(['up', 'down'])),
    down: z.array(z.string()),
  })
  .meta({ id: 'HealthReport' });
export type HealthReport = z.infer<typeof healthReportSchema>;
