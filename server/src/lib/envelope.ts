import type { ApiFailure, ApiFieldError, ApiSuccess } from '@kaamyaab/shared-api/contract';

export function ok<T>(data: T, message = 'Success', statusCode = 200): ApiSuccess<T> {
  return { statusCode, data, message, success: true };
}

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
