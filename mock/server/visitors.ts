/**
 * Visitor kinds and environments of the mock. The default comes from MOCK_VISITOR / MOCK_ENVIRONMENT (or
 * POST /__mock/visitor with scope "server"); each browser can override it with the cookies
 * `ippc-mock-visitor` and `ippc-mock-environment`, so parallel e2e tests in separate browser contexts can be
 * different visitors. `ippc-mock-session` separates the state (settings, tasks) of contexts that are the same
 * visitor; `ippc-mock-break` makes the data server break the contract on purpose.
 */
import { example } from './examples';
import type { AuthUser, EnvironmentKind, UserInfo } from './types';

export const VISITORS = ['anonymous', 'owner', 'authority', 'pvp', 'usp', 'oidc'] as const;
export type VisitorKind = (typeof VISITORS)[number];
export const ENVIRONMENTS: readonly EnvironmentKind[] = ['LOCAL', 'DEV', 'TEST', 'DEMO', 'PREPROD', 'PROD'];

export const COOKIE_VISITOR = 'ippc-mock-visitor';
export const COOKIE_ENVIRONMENT = 'ippc-mock-environment';
const COOKIE_SESSION = 'ippc-mock-session';
const COOKIE_BREAK = 'ippc-mock-break';

export function isVisitor(value: unknown): value is VisitorKind {
  return typeof value === 'string' && (VISITORS as readonly string[]).includes(value);
}
export function isEnvironment(value: unknown): value is EnvironmentKind {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}

export function visitorFromEnv(value = process.env.MOCK_VISITOR): VisitorKind {
  const v = value ?? 'anonymous';
  if (!isVisitor(v)) throw new Error(`MOCK_VISITOR must be one of ${VISITORS.join(', ')}, not "${v}"`);
  return v;
}
export function environmentFromEnv(value = process.env.MOCK_ENVIRONMENT): EnvironmentKind {
  const v = (value ?? 'LOCAL').toUpperCase();
  if (!isEnvironment(v)) throw new Error(`MOCK_ENVIRONMENT must be one of ${ENVIRONMENTS.join(', ')}, not "${v}"`);
  return v;
}

/** The signed-in user of each visitor kind (openapi/examples/app/user-*.json). */
export function authUser(kind: VisitorKind): AuthUser {
  return example<AuthUser>(`app/user-${kind}`);
}

export function isLoggedIn(kind: VisitorKind): boolean {
  return kind !== 'anonymous';
}

/** Owners (registered, also through USP or OIDC) may restrict to their own installations. */
export function isOwner(kind: VisitorKind): boolean {
  return kind === 'owner' || kind === 'usp' || kind === 'oidc';
}

/** userType and federal state: the authority example is Oberösterreich; the PVP user works in the Steiermark. */
export function userInfo(kind: VisitorKind): UserInfo {
  switch (kind) {
    case 'anonymous':
      return example<UserInfo>('app/userinfo-public');
    case 'authority':
      return example<UserInfo>('app/userinfo-authority');
    case 'pvp':
      return { userType: 'AUTHORITY', bundeslandCode: '6' };
    default:
      return example<UserInfo>('app/userinfo-owner');
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i <= 0) continue;
    const key = part.slice(0, i).trim();
    try {
      out[key] = decodeURIComponent(part.slice(i + 1).trim());
    } catch {
      out[key] = part.slice(i + 1).trim();
    }
  }
  return out;
}

export interface VisitorContext {
  visitor: VisitorKind;
  environment: EnvironmentKind;
  /** Key of the per-visitor state: the visitor kind and the optional session cookie. */
  stateKey: string;
  breakContract: boolean;
}

export interface VisitorDefaults {
  visitor: VisitorKind;
  environment: EnvironmentKind;
  breakContract: boolean;
}

export function visitorContext(cookieHeader: string | undefined, defaults: VisitorDefaults): VisitorContext {
  const cookies = parseCookies(cookieHeader);
  const visitor = isVisitor(cookies[COOKIE_VISITOR]) ? cookies[COOKIE_VISITOR] : defaults.visitor;
  const envCookie = cookies[COOKIE_ENVIRONMENT]?.toUpperCase();
  const environment = isEnvironment(envCookie) ? envCookie : defaults.environment;
  const session = cookies[COOKIE_SESSION];
  return {
    visitor,
    environment,
    stateKey: session ? `${visitor}:${session}` : visitor,
    breakContract: defaults.breakContract || (cookies[COOKIE_BREAK] !== undefined && cookies[COOKIE_BREAK] !== '0'),
  };
}
