import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../generated/app/model';
import anonymous from '../../openapi/examples/app/user-anonymous.json';
import authority from '../../openapi/examples/app/user-authority.json';
import oidc from '../../openapi/examples/app/user-oidc.json';
import owner from '../../openapi/examples/app/user-owner.json';
import pvp from '../../openapi/examples/app/user-pvp.json';
import usp from '../../openapi/examples/app/user-usp.json';
import { pageOfHash } from './pages';
import { pathFromHash } from './paths';
import { appRoutes, routes, type AppRoute } from './routeRegistry';
import { backCrumb } from '../components/routeInfo';
import { breadcrumbs, contextFor, findRoute, flatten, hasRole, isOpenToAll, isPermitted, isVisible, resolvePath, resolveRoutes, visibleTree } from './routeRules';

const users: Record<string, AuthUser> = {
  anonymous: anonymous.value as AuthUser,
  owner: owner.value as AuthUser,
  authority: authority.value as AuthUser,
  pvp: pvp.value as AuthUser,
  usp: usp.value as AuthUser,
  oidc: oidc.value as AuthUser,
};
const kinds = Object.keys(users);
const PORTAL = '../portal/';

/** A registry exercising every rule: roles (any-of and regex), hidden, parents without component. */
const page = (() => null) as unknown as AppRoute['component'];
const ruleRoutes: AppRoute[] = [
  { path: '/public', name: 'Öffentlich', component: page },
  { path: '/authority', name: 'Behörde', roles: ['AUTHORITY'], component: page, children: [{ path: ':id', name: 'Akt', hidden: true, component: page }] },
  { path: '/state', name: 'Land', roles: /^AUTHORITY_BL_\d+$/, component: page },
  { path: '/owners', name: 'Betreiber', roles: ['NATIPPC_REGISTERED', 'ADMIN'], component: page },
  { path: '/reports', name: 'Berichte', children: [{ path: 'yearly', name: 'Jährlich', component: page }, { path: 'monthly', name: 'Monatlich', component: page }] },
];

describe('route rules per visitor kind', () => {
  const tree = resolveRoutes(ruleRoutes);
  const expected: Record<string, { permitted: string[]; visible: string[] }> = {
    anonymous: { permitted: ['/public', '/reports', '/reports/yearly', '/reports/monthly'], visible: ['/public', '/reports', '/reports/yearly', '/reports/monthly'] },
    owner: { permitted: ['/public', '/owners', '/reports', '/reports/yearly', '/reports/monthly'], visible: ['/public', '/owners', '/reports', '/reports/yearly', '/reports/monthly'] },
    authority: {
      permitted: ['/public', '/authority', '/authority/:id', '/state', '/reports', '/reports/yearly', '/reports/monthly'],
      visible: ['/public', '/authority', '/state', '/reports', '/reports/yearly', '/reports/monthly'],
    },
  };
  expected.usp = expected.owner!;
  expected.pvp = expected.authority!;
  expected.oidc = expected.owner!;

  for (const kind of kinds) {
    it(`${kind}: permitted and visible routes`, () => {
      const context = contextFor(users[kind]);
      expect(flatten(tree).filter((e) => isPermitted(e, context)).map((e) => e.path)).toEqual(expected[kind]!.permitted);
      expect(flatten(tree).filter((e) => isVisible(e, context)).map((e) => e.path)).toEqual(expected[kind]!.visible);
    });
  }

  it('the root redirects to the first permitted route, else renders not permitted', () => {
    expect(resolvePath('/', tree, contextFor(users.anonymous))).toEqual({ kind: 'redirect', to: '/public' });
    const closed = resolveRoutes([{ path: '/a', name: 'A', roles: ['X'], component: page }]);
    expect(resolvePath('/', closed, contextFor(users.authority)).kind).toBe('notPermitted');
  });

  it('a route not permitted renders not permitted for its path and everything below; unknown paths not found', () => {
    const context = contextFor(users.anonymous);
    expect(resolvePath('/authority', tree, context).kind).toBe('notPermitted');
    expect(resolvePath('/authority/4711', tree, context).kind).toBe('notPermitted');
    expect(resolvePath('/authority/4711/x/y', tree, context).kind).toBe('notPermitted');
    expect(resolvePath('/nowhere', tree, context).kind).toBe('notFound');
    expect(resolvePath('/public/deeper', tree, context).kind).toBe('notFound');
    const ok = resolvePath('/authority/4711', tree, contextFor(users.pvp));
    expect(ok.kind === 'page' && ok.params).toEqual({ id: '4711' });
  });

  it('a parent without a component redirects to its first child', () => {
    expect(resolvePath('/reports', tree, contextFor(users.owner))).toEqual({ kind: 'redirect', to: '/reports/yearly' });
  });

  it('roles: any-of a list or a regular expression, on authorities without ROLE_', () => {
    expect(contextFor(users.authority).roles).toEqual(['AUTHORITY', 'AUTHORITY_BL_4']);
    expect(hasRole(['A', 'AUTHORITY'], ['AUTHORITY'])).toBe(true);
    expect(hasRole(['A'], ['AUTHORITY'])).toBe(false);
    expect(hasRole(/^AUTHORITY_BL_6$/g, ['AUTHORITY_BL_6'])).toBe(true);
    expect(hasRole(/^AUTHORITY_BL_6$/g, ['AUTHORITY_BL_6'])).toBe(true);
    expect(hasRole(undefined, [])).toBe(true);
  });

  it('open to all (renders before the user has loaded): no roles anywhere in the chain', () => {
    const open = flatten(tree).filter(isOpenToAll).map((e) => e.path);
    expect(open).toContain('/public');
    expect(open).not.toContain('/authority/:id');
    expect(open).not.toContain('/state');
    // Every page of the app registry is open to all; 'Aufträge' without tasks needs a signed-in user.
    expect(flatten(resolveRoutes(appRoutes(1))).every(isOpenToAll)).toBe(true);
    expect(flatten(resolveRoutes(appRoutes(0))).filter((e) => !isOpenToAll(e)).map((e) => e.path)).toEqual(['/user-tasklist']);
  });
});

describe('the app registry per visitor kind', () => {
  const names = (count: number, kind: string) => visibleTree(resolveRoutes(appRoutes(count)), contextFor(users[kind])).map((e) => e.route.name);
  for (const kind of kinds) {
    it(`${kind}: every page is permitted ('Aufträge' when signed in); 'Aufträge' visible only while tasks exist; details hidden; root → /start`, () => {
      const context = contextFor(users[kind]);
      const tree = resolveRoutes(appRoutes(2));
      const signedIn = kind !== 'anonymous';
      expect(flatten(tree).every((e) => isPermitted(e, context))).toBe(true);
      expect(names(0, kind)).toEqual(['Startseite', 'Anlagenregister', 'Umweltinspektion', 'bvT Schlussfolgerungen', 'Rechtsgrundlagen/Leitfäden', 'FAQ']);
      expect(names(2, kind)).toContain('Aufträge');
      expect(visibleTree(tree, context).find((e) => e.path === '/installations')?.children).toEqual([]);
      expect(resolvePath('/', tree, context)).toEqual({ kind: 'redirect', to: '/start' });
      // Without tasks: signed out, the not-permitted page (which sends to the sign-in); signed in, the empty list.
      expect(resolvePath('/user-tasklist', resolveRoutes(appRoutes(0)), context).kind).toBe(signedIn ? 'page' : 'notPermitted');
      expect(resolvePath('/user-tasklist', tree, context).kind).toBe('page');
    });
  }
});

describe('hash path normalisation', () => {
  it.each([
    ['#/installations!page=2', '/installations'],
    ['#/installations/', '/installations'],
    ['#/installations/AT-IPPC-000001!tab=permits', '/installations/AT-IPPC-000001'],
    ['#/faq/!x', '/faq'],
    ['#/faq#faq-suche', '/faq'],
    ['#/', '/'],
    ['#', '/'],
    ['', '/'],
    ['#!page=2', '/'],
    ['/start', '/start'],
  ])('%s → %s', (hash, path) => {
    expect(pathFromHash(hash)).toBe(path);
  });
  it('a normalised path resolves to the register', () => {
    const result = resolvePath(pathFromHash('#/installations!page=2'), resolveRoutes(appRoutes(0)), contextFor(undefined));
    expect(result.kind === 'page' && result.entry.route.linkId).toBe('route-installations');
  });
});

describe('breadcrumbs and highlighting', () => {
  const tree = resolveRoutes(appRoutes(0));
  const context = contextFor(users.anonymous);
  const at = (path: string) => {
    const result = resolvePath(path, tree, context);
    return result.kind === 'page' ? result.entry : undefined;
  };
  it("start with 'Portal' and 'IPPC Austria', end with the current page", () => {
    expect(breadcrumbs(at('/faq'), context, PORTAL)).toEqual([
      { label: 'Portal', to: PORTAL, external: true },
      { label: 'IPPC Austria', to: '/' },
      { label: 'FAQ', current: true },
    ]);
  });
  it('skip invisible entries (the hidden installation details)', () => {
    const crumbs = breadcrumbs(at('/installations/AT-IPPC-000001'), context, PORTAL);
    expect(crumbs.map((c) => c.label)).toEqual(['Portal', 'IPPC Austria', 'Anlagenregister']);
    expect(crumbs[2]).toEqual({ label: 'Anlagenregister', to: '/installations', current: false });
  });
  it('the small-screen back link goes to the second-to-last crumb, or to the visible parent of a hidden page', () => {
    expect(backCrumb(breadcrumbs(at('/faq'), context, PORTAL))?.label).toBe('IPPC Austria');
    expect(backCrumb(breadcrumbs(at('/installations/AT-IPPC-000001'), context, PORTAL))?.to).toBe('/installations');
  });
});

describe('findRoute (the first page preloaded before the first render)', () => {
  const tree = resolveRoutes(routes);
  it.each([
    ['/start', '/start'],
    ['/installations', '/installations'],
    ['/installations/AT-IPPC-000001', '/installations/:id'],
    ['/faq', '/faq'],
  ])('%s → %s', (path, pattern) => {
    expect(findRoute(path, tree)?.path).toBe(pattern);
  });
  it('an unknown or partial path has no entry', () => {
    expect(findRoute('/does-not-exist', tree)).toBeUndefined();
    expect(findRoute('/installations/a/b', tree)).toBeUndefined();
  });
});

describe('the first-page preload (src/app/pages.ts)', () => {
  it('finds the page of a URL hash as the router does', () => {
    expect(pageOfHash('#/faq')).toBe('faq');
    expect(pageOfHash('#/installations/AT-IPPC-000001')).toBe('installation');
    expect(pageOfHash('#/installations!page=2')).toBe('register');
    expect(pageOfHash('#/legal-bases-guidelines/')).toBe('legalBases');
    expect(pageOfHash('')).toBeUndefined();
    expect(pageOfHash('#/unknown')).toBeUndefined();
  });
});
