import { isAxiosError } from 'axios';
import type { ApiFailure } from '../contract/envelope';

/**
 * How a flow of the spec's error catalogue (section 8) words each failure. Each key is an HTTP
 * status or one of the special cases; `serverFirst` says whether the server's own message wins.
 */
export interface ErrorCatalogue {
  byStatus: Record<number, { fallback: string; serverFirst?: boolean; joinFieldErrors?: boolean }>;
  other: string;
  noResponse: string;
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

/** The server's field errors of a failed call, keyed by field (`errors[].path`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!isAxiosError(error)) return {};
  const errors = failureBody(error.response?.data).errors ?? [];
  return Object.fromEntries(
    errors.filter((entry) => entry.path).map((entry) => [entry.path as string, entry.msg]),
  );
}
