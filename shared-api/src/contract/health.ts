import * as z from 'zod/mini';
import { onFirstUse } from './on-first-use';

export const HealthDto = onFirstUse(() => z.object({ status: z.literal('ok') }));
export type HealthDto = z.infer<typeof HealthDto>;

/** What each shared dependency of a server process answered the readiness check. */
export const ReadinessDto = onFirstUse(() =>
  z.object({
    status: z.literal('ok'),
    checks: z.object({
      database: z.literal('ok'),
      storage: z.literal('ok'),
      /** 'off' without REDIS_URL; 'down' degrades the process to its single-process form. */
      redis: z.enum(['ok', 'down', 'off']),
    }),
  }),
);
export type ReadinessDto = z.infer<typeof ReadinessDto>;
