import axios from 'axios';
// Through the package's own name, as call.ts does: a relative import would bundle a second copy
// of the contract (and zod) into the client's shared chunk.
import { API_PREFIX } from '@kaamyaab/shared-api/contract';
import { readLanguage } from '../session/language';

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

// The server words its answers in the language the page shows, not in the browser's.
http.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', readLanguage());
  return config;
});
