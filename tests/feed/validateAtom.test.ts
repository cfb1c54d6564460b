// @vitest-environment node
import '../../mock/server/nodeTestEnv';
import { describe, expect, it } from 'vitest';
import { DEFAULT_INSTALLATIONS, loadInstallations, Register } from '../../mock/server/register';
import { validateAtom } from './validateAtom';

const register = new Register(loadInstallations(DEFAULT_INSTALLATIONS));
const feed = register.feed({}, new URLSearchParams());

// Each validation starts runghc, about a second here: a test of three to five takes 2.5–3.5 s, and past the
// default 5 s on a loaded CI machine.
describe('the Atom validator (Haskell feed, tests/feed/ValidateAtom.hs)', { timeout: 60_000 }, () => {
  it('finds nothing in the feeds the register serves: whole, filtered, empty', () => {
    expect(validateAtom(feed)).toEqual({ errors: [], advice: [] });
    const filtered = register.feed({ bundeslandCodes: ['6'], changedSince: '2025-06-01' }, new URLSearchParams('bundeslandCodes=6&changedSince=2025-06-01'));
    expect(filtered).toContain('<entry>');
    expect(validateAtom(filtered)).toEqual({ errors: [], advice: [] });
    const empty = register.feed({ query: 'keine solche Anlage' }, new URLSearchParams('query=keine solche Anlage'));
    expect(empty).not.toContain('<entry>');
    expect(validateAtom(empty)).toEqual({ errors: [], advice: [] });
  });

  it('reports what RFC 4287 forbids (negative controls)', () => {
    const firstEntry = feed.indexOf('<entry>');
    const withoutId = feed.slice(0, firstEntry) + feed.slice(firstEntry).replace(/<id>[^<]*<\/id>/, '');
    expect(validateAtom(withoutId).errors).toEqual(["required field 'id' missing from 'entry' element"]);
    const twoTitles = feed.replace('</title>', '</title>\n  <title>Noch ein Titel</title>');
    expect(validateAtom(twoTitles).errors).toEqual(["only one 'title' field expected in 'entry' element, found: 2"]);
    const noAuthor = feed.replace(/<author>[\s\S]*?<\/author>/, '');
    expect(validateAtom(noAuthor).errors).toContain("Required 'author' element missing");
    const noTerm = feed.replace(/<category term="[^"]*"/, '<category');
    expect(validateAtom(noTerm).errors).toEqual(["required attribute 'term' missing from 'category' element"]);
    expect(validateAtom(feed.replace('</feed>', '')).errors[0]).toMatch(/^not well-formed XML/);
  });
});
