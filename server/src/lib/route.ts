import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import {
  errorsOf,
  errorStatus,
  FailureAnswer,
  type AnswerOf,
  type ApiSuccess,
  type EndpointSpec,
  type ServerInput,
} from '@kaamyaab/shared-api/contract';
import { type Language, translateSentence } from '@kaamyaab/shared-api/translations';
import type { Principal } from '../auth/principal';
import { ApiError, invalidInput } from './api-error';
import type { EventBus } from './event-bus';
import { readMultipartBody, type MultipartLimits } from './multipart-body';
import { requestLanguage } from './request-language';
import { SerializedAnswer } from './serialized-answer';
import { assertSafeText } from './text-safety';
import type { Actor, ServiceContext } from './service-context';

/**
 * Mounts one endpoint of the contract: its guard, validation, answer serialization and OpenAPI
 * entry all come from the endpoint object, so a route file holds only the call to its service.
 */
export interface RouteContext<E extends EndpointSpec> extends ServiceContext {
  actor: E['who'] extends 'anyone' ? Actor | null : Actor;
  /** The login the request rides on (logout ends it). */
  principal: Principal | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Tells other parts and processes what changed, after a commit. */
  bus: EventBus;
  /** The language the answer is worded in (request-language.ts). */
  language: Language;
  /** `{ statusCode, data, message, success }` with the endpoint's status. */
  ok<T>(data: T, message: string): ApiSuccess<T>;
  /** `{ statusCode, message, success, …keys }` where the public contract's client reads a key at the top. */
  withKeys<T extends object>(keys: T, message: string): Omit<ApiSuccess<null>, 'data'> & T;
}

export type RouteInput<E extends EndpointSpec> = ServerInput<E> & {
  /** Uploaded files of a multipart endpoint, by field. */
  files: Record<string, Buffer>;
  /** Every uploaded file of each field, for a field that takes several. */
  fileLists: Record<string, Buffer[]>;
};

export type Handler<E extends EndpointSpec> = (
  input: RouteInput<E>,
  ctx: RouteContext<E>,
) => Promise<E['answer'] extends null ? FastifyReply : AnswerOf<E> | SerializedAnswer>;

const SECURITY = [{ sessionCookie: [] }, { bearerAuth: [] }];
/** A downloaded file's answer, for the OpenAPI document (Fastify sends a Buffer unserialized). */
const FILE_ANSWER = z.string().meta({ format: 'binary', description: 'The file itself' });
const STREAM_ANSWER = z
  .string()
  .meta({ description: 'Server-Sent Events, until the session ends' });

function checkCaller(spec: EndpointSpec, principal: Principal | null): void {
  const roles = spec.who;
  if (roles === 'anyone') return;
  if (!principal) throw new ApiError('unauthenticated');
  if (!roles.includes(principal.type)) throw new ApiError(spec.refuse ?? 'wrongRole');
  if (spec.approved && !principal.isActive) throw new ApiError('underReview');
}

/** Who may call first, so an anonymous caller learns nothing about the input's rules; then text. */
function guard(spec: EndpointSpec) {
  return async (request: FastifyRequest) => {
    checkCaller(spec, request.principal);
    assertSafeText(request.params, request.query, request.body);
  };
}

/** Each declared error status becomes a 4XX/5XX answer of the operation, naming its sentences. */
function errorAnswers(spec: EndpointSpec): Record<number, typeof FailureAnswer> {
  const answers: Record<number, typeof FailureAnswer> = {};
  for (const code of errorsOf(spec)) answers[errorStatus(code)] = FailureAnswer;
  return answers;
}

function schemaOf(spec: EndpointSpec): FastifySchema {
  const schema: Record<string, unknown> = {
    operationId: spec.operationId,
    tags: [spec.tag],
    summary: spec.summary,
    security: spec.who === 'anyone' ? [] : SECURITY,
    ...(spec.params && { params: spec.params }),
    ...(spec.query && { querystring: spec.query }),
    ...(spec.body && { body: spec.body }),
    ...(spec.files && { consumes: ['multipart/form-data'] }),
    response: {
      [spec.status]: spec.answer ?? (spec.streams ? STREAM_ANSWER : FILE_ANSWER),
      ...errorAnswers(spec),
    },
  };
  return schema;
}

async function multipartInput(
  spec: EndpointSpec,
  request: FastifyRequest,
  limits: MultipartLimits,
) {
  const { fields, files, fileLists } = await readMultipartBody(request, spec.files ?? [], limits);
  assertSafeText(fields);
  const parsed = spec.body ? spec.body.safeParse(fields) : { success: true as const, data: fields };
  if (!parsed.success) throw invalidInput(parsed.error.issues);
  return { body: parsed.data, files, fileLists };
}

export function route<E extends EndpointSpec>(
  app: FastifyInstance,
  spec: E,
  handler: Handler<E>,
  /** A multipart endpoint's own limits, beside the plugin's defaults for every form. */
  limits: MultipartLimits = {},
): void {
  const status = spec.status;
  app.route({
    method: spec.method,
    url: spec.path,
    preValidation: guard(spec),
    schema: schemaOf(spec),
    // A multipart body is read and checked by `multipartInput`, after its files are consumed.
    ...(spec.files && { validatorCompiler: () => (value: unknown) => ({ value }) }),
    handler: async (request, reply) => {
      const { body, files, fileLists } = spec.files
        ? await multipartInput(spec, request, limits)
        : { body: request.body, files: {}, fileLists: {} };
      const input = { params: request.params, query: request.query, body, files, fileLists };
      const language = requestLanguage(request);
      const say = (message: string) => translateSentence(message, language);
      const principal = request.principal;
      const actor = principal && {
        type: principal.type,
        id: principal.id,
        isActive: principal.isActive,
      };
      const answer = await handler(input as RouteInput<E>, {
        db: app.db,
        log: request.log,
        actor: actor as RouteContext<E>['actor'],
        principal,
        request,
        reply,
        bus: app.bus,
        language,
        ok: (data, message) => ({ statusCode: status, data, message: say(message), success: true }),
        withKeys: (keys, message) => ({
          statusCode: status,
          message: say(message),
          success: true,
          ...keys,
        }),
      });
      if (spec.answer === null) return answer;
      if (answer instanceof SerializedAnswer) return answer.send(reply.code(status));
      return reply.code(status).send(answer);
    },
  });
}
