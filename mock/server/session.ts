/** The session and request-forgery cookies of the contract's security schemes `session` and `xsrf`. */
import { randomUUID } from 'node:crypto';
import { parseCookies } from './visitors';

export const SESSION_COOKIE = 'JSESSIONID';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * The cookies a browser gets with its first response, as the contract's security schemes describe: the
 * session (HttpOnly) and the request-forgery token (readable by the app, which echoes it in X-XSRF-TOKEN).
 * Only those the request did not carry and the answer does not set itself (`alreadySet`: its Set-Cookie
 * values; logout, for one, expires the session's).
 */
export function sessionCookies(cookieHeader: string | undefined, alreadySet: readonly string[] = []): string[] {
  const cookies = parseCookies(cookieHeader);
  const set = (name: string) => alreadySet.some((cookie) => cookie.startsWith(`${name}=`));
  const issued: string[] = [];
  if (!cookies[SESSION_COOKIE] && !set(SESSION_COOKIE)) issued.push(`${SESSION_COOKIE}=${randomUUID()}; Path=/; HttpOnly; SameSite=Lax`);
  if (!cookies[XSRF_COOKIE] && !set(XSRF_COOKIE)) issued.push(`${XSRF_COOKIE}=${randomUUID()}; Path=/; SameSite=Lax`);
  return issued;
}
