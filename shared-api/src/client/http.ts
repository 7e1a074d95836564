import axios from 'axios';
// Through the package's own name, as call.ts does: a relative import would bundle a second copy
// of the contract (and zod) into the client's shared chunk.
import { API_PREFIX } from '@kaamyaab/shared-api/contract';

/**
 * The one axios instance of the browser. Same origin as the page, with credentials, so the
 * httpOnly session cookie travels with every call and nothing secret lives in JavaScript.
 */
export const http = axios.create({
  baseURL: API_PREFIX,
  withCredentials: true,
  headers: { Accept: 'application/json' },
  timeout: 30_000,
});
