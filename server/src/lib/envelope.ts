import type { ApiErrorCode, ApiFailure, ApiFieldError } from '@kaamyaab/shared-api/contract';

export function failure(
  statusCode: number,
  code: ApiErrorCode,
  message: string,
  errors: ApiFieldError[] = [],
  requestId?: string,
): ApiFailure {
  return {
    statusCode,
    code,
    message,
    errors: errors.length ? errors : [{ msg: message }],
    success: false,
    requestId,
  };
}
