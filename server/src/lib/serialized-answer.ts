import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AnswerOf, EndpointSpec } from '@kaamyaab/shared-api/contract';

type Encoding = 'br' | 'gzip';
const ENCODINGS: Encoding[] = ['br', 'gzip'];
/** Smaller answers go out as they are, as @fastify/compress leaves them (app.ts). */
const COMPRESS_FROM_BYTES = 1024;
const compressors: Record<Encoding, (json: string) => Promise<Buffer>> = {
  // @fastify/compress's own brotli setting, so a kept answer is the size a fresh one would be.
  br: (json) =>
    promisify(brotliCompress)(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (json) => promisify(gzip)(json),
};

/**
 * An answer already serialized through its endpoint's schema, exactly as the route's serializer
 * would (`fastify-type-provider-zod`: encode, then JSON.stringify), so it can be kept in memory
 * and sent many times as the same bytes. A browser asks for it compressed: each encoding is made
 * once, when first asked for, and kept with it, instead of compressing it again per request.
 */
export class SerializedAnswer {
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: string) {}

  async send(reply: FastifyReply): Promise<FastifyReply> {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = reply.request.headers['accept-encoding'];
    const encoding =
      this.json.length >= COMPRESS_FROM_BYTES && accepted ? negotiate(accepted, ENCODINGS) : null;
    if (!encoding) return reply.send(this.json);
    // With its Content-Encoding set, @fastify/compress sends the bytes as they are.
    return reply.header('content-encoding', encoding).send(await this.encodedAs(encoding));
  }

  private encodedAs(encoding: Encoding): Promise<Buffer> {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = compressors[encoding](this.json);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

export function serializeAnswer<E extends EndpointSpec>(
  spec: E,
  answer: AnswerOf<E>,
): SerializedAnswer {
  if (!spec.answer) throw new Error(`${spec.operationId} answers a file, not JSON`);
  return new SerializedAnswer(JSON.stringify(z.encode(spec.answer, answer)));
}
