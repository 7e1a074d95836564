import { isAxiosError } from 'axios';
import {
  apiErrors,
  errorsOf,
  errorStatus,
  type ApiErrorCode,
  type ApiFailure,
  type EndpointSpec,
} from '@kaamyaab/shared-api/contract';

/**
 * How a flow of the spec's error catalogue words each failure. Each key is an HTTP status or one of
 * the special cases; `serverFirst` says whether the server's own message wins.
 */
export interface ErrorRule {
  fallback: string;
  serverFirst?: boolean;
  joinFieldErrors?: boolean;
}

export interface ErrorCatalogue {
  byStatus: Record<number, ErrorRule>;
  other: string;
  noResponse: string;
}

/**
 * What a flow of the spec's error catalogue words its own way; every other status comes from the
 * endpoint.
 */
export interface FlowWords {
  byStatus?: Record<number, Partial<ErrorRule>>;
  other: string;
  noResponse: string;
}

const fallbackOf = (code: ApiErrorCode): string => {
  const message = apiErrors[code].message;
  // A sentence with blanks is always sent whole by the server; without it, say it generally.
  return typeof message === 'string' ? message : (apiErrors.tooManyRequests.message as string);
};

/**
 * A flow's catalogue: each status the endpoint declares, worded by its first declared code with
 * the server's own sentence first, then the flow's words from the spec's error catalogue on top.
 */
export function catalogueFor(spec: EndpointSpec, words: FlowWords): ErrorCatalogue {
  const byStatus: Record<number, ErrorRule> = {};
  for (const code of errorsOf(spec))
    byStatus[errorStatus(code)] ??= { fallback: fallbackOf(code), serverFirst: true };
  for (const [status, rule] of Object.entries(words.byStatus ?? {}))
    byStatus[Number(status)] = { ...byStatus[Number(status)], ...rule } as ErrorRule;
  return { byStatus, other: words.other, noResponse: words.noResponse };
}

function failureBody(data: unknown): Partial<ApiFailure> {
  return data && typeof data === 'object' ? (data as Partial<ApiFailure>) : {};
}

/** Turns any thrown value of an API call into the exact sentence the catalogue prescribes. */
export function describeError(error: unknown, catalogue: ErrorCatalogue): string {
  if (!isAxiosError(error)) return catalogue.other;
  if (!error.response) return catalogue.noResponse;
  const rule = catalogue.byStatus[error.response.status];
  if (!rule) return catalogue.other;
  const body = failureBody(error.response.data);
  if (rule.joinFieldErrors) {
    const joined = (body.errors ?? [])
      .map((e) => e.msg)
      .filter(Boolean)
      .join(', ');
    if (joined) return joined;
  }
  if (rule.serverFirst && body.message) return body.message;
  return rule.fallback;
}

/**
 * The contract's name for why a call failed (`alreadyApplied`, `jobNotFound`...), for decisions;
 * undefined when no answer came or it named none. Sentences are worded in the reader's language,
 * so a client decides on this and only shows the sentence.
 */
export function failureCode(error: unknown): ApiErrorCode | undefined {
  if (!isAxiosError(error)) return undefined;
  const code = failureBody(error.response?.data).code;
  return code !== undefined && Object.hasOwn(apiErrors, code) ? (code as ApiErrorCode) : undefined;
}

/** The server's field errors of a failed call, keyed by field (`errors[].path`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const errors = failureBody(error.response?.data).errors ?? [];
  return Object.fromEntries(
    errors.filter((entry) => entry.path).map((entry) => [entry.path as string, entry.msg]),
  );
}
