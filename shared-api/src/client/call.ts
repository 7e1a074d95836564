import type { AxiosProgressEvent } from 'axios';
// Through the package's own name: the contract is a shared singleton entry of its own, and a
// relative import would bundle a second copy of it (and zod) into the client.
import type { AnswerOf, ClientInput, EndpointSpec } from '@kaamyaab/shared-api/contract';
import { http } from './http';

export type UploadProgress = (fraction: number) => void;

interface CallOptions {
  /** For multipart bodies: the share of the upload sent so far, 0 to 1. */
  onUploadProgress?: UploadProgress;
}

interface AnyInput {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** `/jobs/jobs-posted/:companyId` with the params filled in, each one URL-encoded. */
export function pathOf(spec: Pick<EndpointSpec, 'path'>, params: AnyInput['params'] = {}): string {
  return spec.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(String(params[name] ?? '')),
  );
}

/**
 * The one way the browser calls the API: the endpoint object says the method, the path and what
 * the answer is, so no page writes a path or an answer type of its own.
 */
export async function call<E extends EndpointSpec>(
  spec: E,
  input: ClientInput<E>,
  { onUploadProgress }: CallOptions = {},
): Promise<AnswerOf<E>> {
  const { params, query, body } = input as AnyInput;
  const response = await http.request<AnswerOf<E>>({
    method: spec.method,
    url: pathOf(spec, params),
    params: query,
    data: body,
    responseType: spec.answer === null ? 'blob' : 'json',
    onUploadProgress: onUploadProgress
      ? (event: AxiosProgressEvent) =>
          onUploadProgress(event.total ? event.loaded / event.total : 0)
      : undefined,
  });
  return response.data;
}
