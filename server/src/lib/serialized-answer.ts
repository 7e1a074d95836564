import { z } from 'zod';
import type { AnswerOf, EndpointSpec } from '@kaamyaab/shared-api/contract';

/**
 * An answer already serialized through its endpoint's schema, exactly as the route's serializer
 * would (`fastify-type-provider-zod`: encode, then JSON.stringify), so it can be kept in memory
 * and sent many times as the same bytes without validating and stringifying it again.
 */
export class SerializedAnswer {
  constructor(readonly json: string) {}
}

export function serializeAnswer<E extends EndpointSpec>(
  spec: E,
  answer: AnswerOf<E>,
): SerializedAnswer {
  if (!spec.answer) throw new Error(`${spec.operationId} answers a file, not JSON`);
  return new SerializedAnswer(JSON.stringify(z.encode(spec.answer, answer)));
}
