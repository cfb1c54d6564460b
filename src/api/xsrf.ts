/**
 * The XSRF rule of every request that can change data (POST, PUT, PATCH, DELETE): it carries the value of the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header. The transport's middleware and the early reads both apply it.
 * Small and without app imports, like the first-page preload that sends the early reads.
 */
function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** The XSRF header of a request that can change data: empty when the cookie is not set. */
export function xsrfHeader(): Record<string, string> {
  const token = readCookie('XSRF-TOKEN');
  return token ? { 'X-XSRF-TOKEN': token } : {};
}
