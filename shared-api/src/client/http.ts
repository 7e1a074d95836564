import axios from 'axios';
import { API_PREFIX } from '../contract/envelope';

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
