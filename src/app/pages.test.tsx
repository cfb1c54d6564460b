import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_FAQ, CMS_RECHTSGRUNDLAGEN_LEITFAEDEN, CMS_UMWELTINSPEKTION } from '../../scripts/examples/content';
import { example } from '../../mock/server/examples';
import { errorReply } from '../../mock/server/app';
import type { BvtList } from '../../mock/server/types';
import { findPageHeading, renderRoute } from '../testing/renderRoute';
import { pages } from './pages';

const backend = await vi.hoisted(async () => (await import('../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

const UNAVAILABLE = 'Die Information ist derzeit nicht verfügbar.';
/** The text of the first match of `pattern` in `html` (tags dropped). */
const firstMatch = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim() ?? '';

/** The route patterns the tests below mount; every pattern of the route table must be among them. */
const mounted = new Set<string>();

// Each test mounts the whole app on its route: the first one also loads the shell's and the page's modules.
describe('every page, mounted by its route with the app’s providers against the mock’s data', { timeout: 20_000 }, () => {
  it('Startseite (anonymous): the national figures per Bundesland', async () => {
    mounted.add('/start');
    await renderRoute(backend, '#/start');
    expect(await findPageHeading('Startseite')).toBeInTheDocument();
    const upperAustria = backend.data.register.stats({}).byBundesland.find((row) => row.label === 'Oberösterreich');
    const table = await screen.findByRole('table', { name: 'Anlagen je Bundesland' });
    expect(within(table).getByRole('rowheader', { name: 'Oberösterreich' }).closest('tr')).toHaveTextContent(String(upperAustria?.count));
  });

  it('Startseite: each Bundesland named with its article (im Burgenland, in der Steiermark), the entry points by their pages’ names', async () => {
    await renderRoute(backend, '#/start');
    const table = await screen.findByRole('table', { name: 'Anlagen je Bundesland' });
    const names = within(table).getAllByRole('link').map((link) => link.textContent.replace(/^[\d.\s]+/, ''));
    expect(names).toEqual(expect.arrayContaining(['Anlagen im Burgenland im Anlagenregister anzeigen', 'Anlagen in der Steiermark im Anlagenregister anzeigen', 'Anlagen in Wien im Anlagenregister anzeigen', 'Anlagen in Kärnten im Anlagenregister anzeigen']));
    expect(names.filter((name) => /in (Burgenland|Steiermark)/.test(name))).toEqual([]);
    const entries = screen.getByRole('region', { name: 'Einstieg' });
    expect(within(entries).getAllByRole('link').map((link) => link.textContent)).toEqual(['Anlagen suchen', 'bvT Schlussfolgerungen', 'Umweltinspektion']);
  });

  it('Startseite (authority of the Steiermark): the figures “in der Steiermark”', async () => {
    await renderRoute(backend, '#/start', { visitor: 'pvp' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Anlagen im Bundesland Steiermark' })).toBeInTheDocument();
    expect(await screen.findByText('Anlagen in der Steiermark')).toBeInTheDocument();
  });

  it('Startseite (owner): the own installations', async () => {
    await renderRoute(backend, '#/start', { visitor: 'owner' });
    expect(await findPageHeading('Startseite')).toBeInTheDocument();
    const owned = backend.data.ownedIds({ visitor: 'owner', environment: 'TEST', stateKey: 'owner', breakContract: false })!;
    const ownNames = new Set([...owned].map((id) => backend.data.register.get(id)!.name));
    const table = await screen.findByRole('table', { name: 'Ihre Anlagen' });
    const shown = within(table).getAllByRole('link').map((link) => link.textContent);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((name) => !ownNames.has(name ?? ''))).toEqual([]);
  });

  it('Anlagenregister: the first page of the search, sorted by name', async () => {
    mounted.add('/installations');
    await renderRoute(backend, '#/installations');
    expect(await findPageHeading('Anlagenregister')).toBeInTheDocument();
    const { total, items } = backend.data.register.search({ filter: {}, page: 0, pageSize: 20, sort: { field: 'name', direction: 'asc' } });
    const table = await screen.findByRole('table', { name: 'Anlagen im Register' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(items[0]!.name);
    expect(screen.getByText(new RegExp(`von ${total}$`))).toBeInTheDocument();
  });

  it('Anlagenregister: a search without results says so', async () => {
    await renderRoute(backend, '#/installations', { replies: [[/^POST \/api\/ippcInstallations$/, { status: 200, body: { total: 0, page: 0, pageSize: 20, items: [] } }]] });
    expect(await findPageHeading('Anlagenregister')).toBeInTheDocument();
    expect(await screen.findByText('Keine Ergebnisse')).toBeInTheDocument();
    // Nothing restricts the search: nothing to reset.
    expect(screen.queryByRole('button', { name: 'Filter und Suche zurücksetzen' })).not.toBeInTheDocument();
  });

  it('Anlagenregister: nothing found for a filter and a search offers to reset both, and focus goes to the results (named „Ergebnisse“, the count read once by the live region)', async () => {
    await renderRoute(backend, `#/installations!filter=${encodeURIComponent('{"statuses":["STILLGELEGT"]}')}&q=Xylophonfabrik`);
    const reset = await screen.findByRole('button', { name: 'Filter und Suche zurücksetzen' }, { timeout: 5000 });
    expect(screen.getByText('Keine Ergebnisse')).toBeInTheDocument();
    reset.click();
    const total = backend.data.register.installations.length;
    const count = await screen.findByText(`${total} Anlagen gefunden`, {}, { timeout: 5000 });
    expect(window.location.hash).not.toMatch(/Xylophon|STILLGELEGT/);
    expect(count.closest('section')).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Ergebnisse' })).toHaveFocus();
  });

  it('Anlagendetails: the installation and its operator', async () => {
    mounted.add('/installations/:id');
    await renderRoute(backend, '#/installations/AT-IPPC-000001');
    const installation = backend.data.register.get('AT-IPPC-000001')!;
    expect(await findPageHeading(installation.name)).toBeInTheDocument();
    expect(screen.getByText('Betreiber', { selector: 'dt' }).nextElementSibling).toHaveTextContent(installation.operator.name);
  });

  it('Anlagendetails: each fact once, the authority not repeating its kind, empty facts read „keine Eingabe“', async () => {
    backend.reset();
    const installation = backend.data.register.installations.find((x) => x.authority.kind === 'LANDESHAUPTMANN' && x.authority.name.startsWith('Landeshauptmann'))!;
    const site = { siteId: 'STO-1', name: 'Werk Nord', address: { ...installation.site, street: '' }, installationIds: [installation.id] };
    await renderRoute(backend, `#/installations/${installation.id}`, { replies: [[/^POST \/api\/assistant\/site$/, { status: 200, body: [site] }]] });
    expect(await findPageHeading(installation.name)).toBeInTheDocument();
    expect((await screen.findByText('Zuständige Behörde', { selector: 'dt' }, { timeout: 5000 })).nextElementSibling?.textContent).toBe(installation.authority.name);
    expect(screen.getAllByText(/^Letzte Änderung/)).toHaveLength(1);
    const gln = await screen.findByText('GLN des Standorts', { selector: 'dt' }, { timeout: 5000 });
    expect(gln.nextElementSibling).toHaveTextContent(/^keine Eingabe$/);
    expect(screen.getByText('Katastralgemeinde', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/^keine Eingabe$/);
    expect(screen.getByText('Adresse', { selector: 'dt' }).nextElementSibling).toHaveTextContent(`${installation.site.postalCode} ${installation.site.city}`);
    expect(screen.getByText('Adresse', { selector: 'dt' }).nextElementSibling?.textContent).not.toMatch(/^,/);
  });

  it('Anlagendetails: an id the register does not know', async () => {
    await renderRoute(backend, '#/installations/AT-IPPC-999999');
    expect(await screen.findByText('Die Anlage „AT-IPPC-999999“ ist nicht im Register.')).toBeInTheDocument();
  });

  it.each([
    ['/environmental-inspection', 'Umweltinspektion', CMS_UMWELTINSPEKTION],
    ['/legal-bases-guidelines', 'Rechtsgrundlagen/Leitfäden', CMS_RECHTSGRUNDLAGEN_LEITFAEDEN],
  ])('%s: the CMS page %s', async (path, title, html) => {
    mounted.add(path);
    await renderRoute(backend, `#${path}`);
    expect(await findPageHeading(title)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: firstMatch(html, /<h2[^>]*>([\s\S]*?)<\/h2>/) })).toBeInTheDocument();
    // The CMS's own title heading repeats the page's h1 and is not shown a second time.
    const cmsTitle = firstMatch(html, /^<h1[^>]*>([\s\S]*?)<\/h1>/);
    expect(cmsTitle).not.toBe('');
    expect(screen.queryByRole('heading', { level: 2, name: cmsTitle })).toBeNull();
  });

  it('a CMS page that cannot be loaded says so', async () => {
    await renderRoute(backend, '#/environmental-inspection', { replies: [[/^GET \/api\/cms\//, errorReply(404, 'not_found', 'Diese Seite gibt es nicht.')]] });
    expect(await findPageHeading('Umweltinspektion')).toBeInTheDocument();
    expect(await screen.findByText(UNAVAILABLE)).toBeInTheDocument();
  });

  it('FAQ: the questions of the CMS as disclosures', async () => {
    mounted.add('/faq');
    await renderRoute(backend, '#/faq');
    expect(await findPageHeading('FAQ')).toBeInTheDocument();
    const question = await screen.findByRole('button', { name: firstMatch(CMS_FAQ, /<li><a href="#faq-[^"]+">([\s\S]*?)<\/a><\/li>/) });
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('bvT Schlussfolgerungen: the BAT conclusions', async () => {
    mounted.add('/bvt-conclusions');
    await renderRoute(backend, '#/bvt-conclusions');
    expect(await findPageHeading('bvT Schlussfolgerungen')).toBeInTheDocument();
    const list = example<BvtList>('app/bvt-list');
    expect(await screen.findByText(`${list.length} bvT-Schlussfolgerungen`)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: list[0]!.title })).toBeInTheDocument();
  });

  it('bvT Schlussfolgerungen: an empty list says so', async () => {
    await renderRoute(backend, '#/bvt-conclusions', { replies: [[/^GET \/api\/bvt\/list$/, { status: 200, body: [] }]] });
    expect(await findPageHeading('bvT Schlussfolgerungen')).toBeInTheDocument();
    expect(await screen.findByText('Keine Einträge vorhanden')).toBeInTheDocument();
  });

  it('bvT Schlussfolgerungen: a list that breaks the contract is refused by the response check', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoute(backend, '#/bvt-conclusions', { replies: [[/^GET \/api\/bvt\/list$/, { status: 200, body: [{ code: 42 }] }]] });
    expect(await findPageHeading('bvT Schlussfolgerungen')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(UNAVAILABLE);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/^Contract violation in the response of getBvtList \(GET \/api\/bvt\/list\): 0\./));
  });

  it('Aufträge (owner): the user’s tasks', async () => {
    mounted.add('/user-tasklist');
    await renderRoute(backend, '#/user-tasklist', { visitor: 'owner' });
    expect(await findPageHeading('Aufträge')).toBeInTheDocument();
    const [first] = backend.data.tasks.all('owner', true);
    expect(await screen.findByText(first!.title)).toBeInTheDocument();
  });

  it('Aufträge: a failed or cancelled task is not called completed and shows no progress', async () => {
    await renderRoute(backend, '#/user-tasklist', { visitor: 'owner' });
    const tasks = backend.data.tasks.all('owner', true);
    const rowOf = async (status: string) => (await screen.findByRole('rowheader', { name: tasks.find((t) => t.status === status)!.title })).closest('tr')!;
    const done = await rowOf('SUCCESS');
    expect(done).toHaveTextContent(/Abgeschlossen: \d\d\.\d\d\.\d{4}/);
    expect(done).toHaveTextContent('100 %');
    for (const status of ['FAILURE', 'CANCELLED']) {
      const row = await rowOf(status);
      expect(row).not.toHaveTextContent('Abgeschlossen');
      expect(row).toHaveTextContent(/Beendet: \d\d\.\d\d\.\d{4}/);
      expect(row).not.toHaveTextContent(/\d+ %/);
      expect(row).toHaveTextContent('kein Ergebnis');
    }
  });

  it('an unknown path: the not-found page', async () => {
    await renderRoute(backend, '#/does-not-exist');
    expect(await findPageHeading('Objekt nicht gefunden (Fehler 404)')).toBeInTheDocument();
  });

  it('covers every route of the route table', () => {
    expect([...mounted].sort()).toEqual([...new Set(Object.values(pages).map((page) => page.path))].sort());
  });
});
