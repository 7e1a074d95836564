import type * as z from 'zod/mini';
import type { ApiErrorCode } from './errors';

/**
 * One object per API call: the server mounts it (guard, validation, serialization, OpenAPI), the
 * client calls it, and the error catalogues read its declared errors. Nothing about a call is
 * written anywhere else.
 */
export type Role = 'freelancer' | 'company' | 'admin';
export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  /** Stable name of the operation (OpenAPI operationId). */
  operationId: string;
  method: HttpMethod;
  /** Under /api/v1, in Fastify's notation: `/jobs/jobs-posted/:companyId`. */
  path: string;
  tag: string;
  summary: string;
  /** Anyone, or a session of one of these roles. */
  who: 'anyone' | readonly Role[];
  /** Freelancers and companies must be approved by an admin. */
  approved?: boolean;
  /** What a signed-in caller of another role is told (default `wrongRole`). */
  refuse?: ApiErrorCode;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  /** The body arrives as multipart/form-data: text fields checked by `body`, plus these files. */
  files?: readonly string[];
  status: 200 | 201;
  /** The whole answer body as the original client reads it; null for a downloaded file. */
  answer: z.ZodMiniType | null;
  /** The answer is a stream of this media type (with `answer: null`), not a file: documented so. */
  streams?: 'text/event-stream';
  /** The codes its own rules can answer; the guard's and validation's are added by `errorsOf`. */
  errors: readonly ApiErrorCode[];
}

export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
type Sent<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

/** What a handler on the server receives, after validation. */
export interface ServerInput<E extends EndpointSpec> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
}

type Part<Name extends string, S> = S extends z.ZodMiniType ? { [K in Name]: z.input<S> } : unknown;

/** What a client passes to `call`: only the parts the endpoint has; multipart bodies as FormData. */
export type ClientInput<E extends EndpointSpec> = Part<'params', E['params']> &
  Part<'query', E['query']> &
  (E['files'] extends readonly string[] ? { body: FormData } : Part<'body', E['body']>);

export type AnswerOf<E extends EndpointSpec> = E['answer'] extends z.ZodMiniType
  ? z.output<E['answer']>
  : Blob;

export type BodyOf<E extends EndpointSpec> = Sent<E['body']>;

const WRITES: readonly HttpMethod[] = ['POST', 'PATCH', 'PUT', 'DELETE'];

/** Every code an endpoint can answer: its own, its guard's and its validation's. */
export function errorsOf(spec: EndpointSpec): ApiErrorCode[] {
  const codes = new Set<ApiErrorCode>(spec.errors);
  if (spec.params || spec.query || spec.body) {
    codes.add('invalidInput');
    codes.add('badCharacters');
  }
  if (spec.body && !spec.files) {
    codes.add('invalidJson');
    codes.add('bodyTooDeep');
  }
  if (spec.files) {
    codes.add('badMultipart');
    codes.add('storageDown');
  }
  // A write riding on a session cookie from another site is refused before any route runs.
  if (WRITES.includes(spec.method)) codes.add('crossSite');
  if (spec.who !== 'anyone') {
    codes.add('unauthenticated');
    codes.add(spec.refuse ?? 'wrongRole');
  }
  if (spec.approved) codes.add('underReview');
  return [...codes];
}
