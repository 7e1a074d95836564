import type { ApiFailure, ApiFieldError } from '@kaamyaab/shared-api/contract';

export function failure(
  statusCode: number,
  message: string,
  errors: ApiFieldError[] = [],
): ApiFailure {
  return {
    statusCode,
    message,
    errors: errors.length ? errors : [{ msg: message }],
    success: false,
  };
}
