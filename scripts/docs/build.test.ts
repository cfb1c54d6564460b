// @vitest-environment node
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from '../../deploy/headers';
import { docsContentSecurityPolicy, inlineScriptHashes } from '../web-server';
import { checkPage, indexPage, makeOffline, networkReferences, sourceOperationIds } from './build';

const doc = { title: 'IPPC Austria – Test-API', version: '2.1.0', operationIds: ['getThing', 'putThing'] };

function page(definition: unknown, extra = ''): string {
  return `<!DOCTYPE html><html><head><title>${doc.title}</title>${extra}</head><body><div id="redoc"></div>
<script type="module">
      const __redoc_definition = ${JSON.stringify(definition)};
      const __redoc_options = {};
</script></body></html>`;
}

const definition = {
  openapi: '3.1.0',
  info: { title: doc.title, version: doc.version },
  paths: { '/thing': { get: { operationId: 'getThing' }, put: { operationId: 'putThing', responses: { 200: { $ref: '#/components/responses/Ok' } } } } },
};

describe('checkPage', () => {
  it('accepts a page carrying the whole document', () => {
    expect(checkPage(page(definition), doc)).toEqual([]);
  });

  it('names missing operations, a wrong title or version and unresolved external $refs', () => {
    const broken = {
      ...definition,
      info: { title: 'Other', version: '1.0.0' },
      paths: { '/thing': { get: { operationId: 'getThing', responses: { 200: { $ref: './examples/app/thing.json' } } } } },
    };
    const problems = checkPage(page(broken), doc);
    expect(problems).toContainEqual(expect.stringContaining('title is "Other"'));
    expect(problems).toContainEqual(expect.stringContaining('version is "1.0.0"'));
    expect(problems).toContainEqual('operations missing: putThing');
    expect(problems).toContainEqual(expect.stringContaining('./examples/app/thing.json'));
  });

  it('fails a page without a definition or with a network resource', () => {
    expect(checkPage(`<html><title>${doc.title}</title></html>`, doc)).toEqual(['the page carries no OpenAPI definition']);
    expect(checkPage(page(definition, '<link rel="stylesheet" href="https://fonts.example/x.css">'), doc)).toEqual([
      'loads from the network: <link href="https://fonts.example/x.css">',
    ]);
  });
});

describe('networkReferences', () => {
  it('finds resources from elsewhere in tags, CSS and scripts', () => {
    const html = [
      '<script src="https://cdn.example/redoc.js"></script>',
      "<link href='//fonts.example/font.css' rel=stylesheet>",
      '<img src=http://img.example/a.png>',
      '<style>@font-face{src:url("https://fonts.example/a.woff2")} body{background:url(//x.example/b.png)}</style>',
      '<script>h(`img`,{alt:`logo`,src:e?`https://cdn.example/logo.svg`:`x`})</script>',
    ].join('\n');
    expect(networkReferences(html)).toEqual([
      '<script src="https://cdn.example/redoc.js">',
      '<link href="//fonts.example/font.css">',
      '<img src="http://img.example/a.png">',
      'CSS https://fonts.example/a.woff2',
      'CSS //x.example/b.png',
      'script sets src https://cdn.example/logo.svg',
    ]);
  });

  it('ignores links to follow, relative and inline resources', () => {
    const html = [
      '<a href="https://redocly.com/redoc/">Redoc</a>',
      '<link rel="icon" href="data:,"><img src="./a.png">',
      '<style>.x{background:url("data:image/svg+xml,%3Csvg%3E")}</style>',
      '<script>h(`a`,{href:`https://example.org/`})</script>',
    ].join('\n');
    expect(networkReferences(html)).toEqual([]);
  });
});

describe('makeOffline', () => {
  const redocPage = [
    '<head><title>T</title></head><body>',
    '<script type="module">y=e?`https://cdn.redoc.ly/redoc/logo-mini-full.svg`:`https://cdn.redoc.ly/redoc/logo-mini.svg`;</script>',
  ].join('');

  it('replaces the CDN logo, removes Worker before Redoc starts and adds an empty icon', () => {
    const out = makeOffline(redocPage);
    expect(out).not.toContain('cdn.redoc.ly');
    expect(networkReferences(out.replace('y=e?', 'src:e?'))).toEqual([]);
    expect(out.indexOf('delete globalThis.Worker')).toBeLessThan(out.indexOf('<script type="module">'));
    expect(out).toContain('<link rel="icon" href="data:," />');
  });

  it('throws when the page is not the one it knows', () => {
    expect(() => makeOffline(redocPage.replace('logo-mini.svg', 'logo.svg'))).toThrow(/logo-mini.svg/);
    expect(() => makeOffline(redocPage.replace('type="module"', ''))).toThrow(/inline module script/);
  });
});

describe('the docs pages CSP', () => {
  const html = '<script>a()</script><script type="module">b()</script><script src="./c.js"></script>';
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('allows exactly the inline scripts by hash, no eval, no requests', () => {
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    const policy = docsContentSecurityPolicy(html);
    expect(policy).toContain(`script-src ${sha('a()')} ${sha('b()')};`);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|https?:/);
    expect(policy).toContain("connect-src 'none'");
    expect(policy).toContain("default-src 'none'");
  });

  it('leaves the app CSP as strict as it was', () => {
    expect(Object.values(CSP_DIRECTIVES).flat().join(' ')).not.toMatch(/unsafe-|sha256-/);
    expect(CSP_DIRECTIVES['require-trusted-types-for']).toEqual(["'script'"]);
  });
});

describe('index page', () => {
  it('links every document with its title and version', () => {
    const html = indexPage([{ name: 'app', ...doc }]);
    expect(html).toContain('<a href="./app.html">IPPC Austria – Test-API</a>');
    expect(html).toContain('Version 2.1.0');
    expect(networkReferences(html)).toEqual([]);
  });
});

it('reads the operationIds of the contract', () => {
  expect(sourceOperationIds('portal')).toEqual(['getUserApps', 'getUserSettings', 'writeUserSetting']);
});
