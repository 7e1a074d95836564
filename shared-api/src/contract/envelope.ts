/** The answer envelope every API call uses (ARCHITECTURE.md section 5). */
export interface ApiSuccess<T> {
  statusCode: number;
  data: T;
  message: string;
  success: true;
}

export interface ApiFieldError {
  msg: string;
  path?: string;
}

export interface ApiFailure {
  statusCode: number;
  message: string;
  errors: ApiFieldError[];
  success: false;
}

export type ApiAnswer<T> = ApiSuccess<T> | ApiFailure;

export const API_PREFIX = '/api/v1';
