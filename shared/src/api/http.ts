import axios from 'axios';
import { STORAGE_KEYS } from '../session/storage';
import { apiBaseURL } from './base-url';

/**
 * The one axios instance of the whole site (host and every area share it through `@h5/shared`). Its own chunk,
 * loaded by the first call that needs the network (client.ts): a first visit's opening calls are answered from
 * what index.html already asked for, so axios is not on the way to the first paint; the shell also warms it when
 * the browser is idle (`prefetchHttp`).
 */
export const http = axios.create({
  baseURL: apiBaseURL(),
  timeout: 30_000,
  headers: { 'Content-Type': 'application/json' },
  // The server mirrors the envelope's code in the HTTP status; the body is read either way.
  validateStatus: () => true,
});

http.interceptors.request.use((config) => {
  const token = typeof sessionStorage !== 'undefined' ? sessionStorage.getItem(STORAGE_KEYS.token) : null;
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});
