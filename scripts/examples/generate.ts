/**
 * Writes the example data of the OpenAPI documents (run: `npm run gen:examples`).
 *
 *  - openapi/examples/dataset/installations.json: the register of 320 installations the mock serves;
 *  - openapi/examples/app/*.json: named OpenAPI Example Objects ({summary, value}) for app.yaml;
 *  - openapi/examples/portal/*.json: the same for portal.yaml.
 *
 * Deterministic: no clock, no Math.random; 2-space JSON with a trailing newline. Running it twice
 * gives byte-identical files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  AuthUser,
  BvtConclusion,
  BvtCreatedDocument,
  ConfigValue,
  EnvInfo,
  EnvironmentKind,
  FilterMetadata,
  Installation,
  InstallationSearchResult,
  LastUpdate,
  RegistrationCheck,
  ServerTime,
  UiTemplate,
  UiTemplateSummary,
  UserInfo,
  UserTask,
} from '../../generated/app/model';
import { toAtomFeed } from './feed';
import { CMS_FAQ, CMS_RECHTSGRUNDLAGEN_LEITFAEDEN, CMS_UMWELTINSPEKTION, UI_TEMPLATES } from './content';
import { ACTIVITIES, ACTIVITY_CATEGORIES, BAT_CONCLUSIONS, LEGAL_BASES, STATUSES, reconsiderationDeadline } from './domain';
import { containsPoint, municipalityShape } from '../../mock/geo/municipalities';
import { BUNDESLAENDER, DISTRICTS } from './geography';
import {
  DATASET_AS_OF,
  branchStats,
  byName,
  generateInstallations,
  matchesFilter,
  toGisFeatureCollection,
  toSummary,
  type RegisterFilter,
} from './installations';
import { toOpenDataCsv, toOpenDataGeoJson } from './opendata';
import { OWNER_GLN } from './parties';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'openapi', 'examples');
export const DATASET_SIZE = 320;

function write(relPath: string, data: unknown): void {
  const file = join(OUT, relPath);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`, 'utf8');
}

function example(name: string, summary: string, value: unknown, dir = 'app'): void {
  write(`${dir}/${name}.json`, { summary, value });
}

// ---------------------------------------------------------------------------------------------
// The register

const installations = generateInstallations(DATASET_SIZE);
checkDataset(installations);
write('dataset/installations.json', installations);

function checkDataset(xs: readonly Installation[]): void {
  const problems: string[] = [];
  for (const x of xs) {
    const { lat, lon } = x.location;
    if (!(lat >= 46.3 && lat <= 49.1 && lon >= 9.4 && lon <= 17.2)) problems.push(`${x.id}: outside Austria's bounding box`);
    const district = DISTRICTS.find((d) => d.code === x.site.districtCode);
    const municipality = district?.municipalities.find((m) => m.code === x.site.municipalityCode);
    if (!district || !municipality) {
      problems.push(`${x.id}: unknown district or municipality`);
      continue;
    }
    const shape = municipalityShape(municipality.code);
    if (!containsPoint(shape, x.location)) problems.push(`${x.id}: outside the boundary of ${municipality.name}`);
    if (shape.name !== x.site.municipalityName || shape.districtCode !== x.site.districtCode || shape.bundeslandCode !== x.site.bundeslandCode) {
      problems.push(`${x.id}: address does not match municipality ${shape.code} ${shape.name}`);
    }
    if (x.site.postalCode !== municipality.postalCode) problems.push(`${x.id}: postcode`);
  }
  const states = new Set(xs.map((x) => x.site.bundeslandCode));
  const districts = new Set(xs.map((x) => x.site.districtCode));
  if (states.size !== 9) problems.push(`only ${String(states.size)} states`);
  if (xs.length >= 320 && districts.size < 60) problems.push(`only ${String(districts.size)} districts`);
  if (problems.length > 0) throw new Error(`dataset check failed:\n${problems.join('\n')}`);
}

function pick(description: string, predicates: readonly ((x: Installation) => boolean)[]): Installation {
  for (const p of predicates) {
    const found = installations.find(p);
    if (found) return found;
  }
  throw new Error(`no installation for ${description}; change the seed or the profiles`);
}

// ---------------------------------------------------------------------------------------------
// Installations: search, details, statistics, map, last update

function search(filter: RegisterFilter, page: number, pageSize: number): InstallationSearchResult {
  const hits = installations.filter((x) => matchesFilter(x, filter)).sort(byName);
  return { total: hits.length, page, pageSize, items: hits.slice(page * pageSize, (page + 1) * pageSize).map(toSummary) };
}

example('installations-search-first-page', 'Erste Seite des ungefilterten Registers, nach Name aufsteigend', search({}, 0, 20));
example('installations-search-oberoesterreich', 'Anlagen in Oberösterreich, erste Seite', search({ bundeslandCodes: ['4'] }, 0, 20));
example('installations-search-empty', 'Keine Treffer', { total: 0, page: 0, pageSize: 20, items: [] } satisfies InstallationSearchResult);

const withHistory = (x: Installation) => x.status === 'IN_BETRIEB' && x.inspections.length >= 2 && x.permits.length >= 2;
const zementwerk = pick('3.1', [
  (x) => x.mainActivity.code === '3.1' && x.name.startsWith('Zementwerk') && x.legalBasis === 'GEWO' && withHistory(x),
  (x) => x.mainActivity.code === '3.1' && x.name.startsWith('Zementwerk') && withHistory(x),
  (x) => x.mainActivity.code === '3.1' && x.name.startsWith('Zementwerk'),
  (x) => x.mainActivity.code === '3.1',
]);
const abfallverbrennung = pick('5.2', [
  (x) => x.mainActivity.code === '5.2' && x.name.startsWith('Abfallverbrennungsanlage') && withHistory(x),
  (x) => x.mainActivity.code === '5.2' && withHistory(x),
  (x) => x.mainActivity.code === '5.2',
]);
const gefluegel = pick('6.6', [
  (x) => x.mainActivity.code === '6.6' && x.naceCode.code === '01.47' && withHistory(x),
  (x) => x.mainActivity.code === '6.6' && x.naceCode.code === '01.47',
]);
example('installation-details-zementwerk', `Zementwerk (IED 3.1): ${zementwerk.name}`, zementwerk);
example('installation-details-abfallverbrennung', `Abfallverbrennung (IED 5.2): ${abfallverbrennung.name}`, abfallverbrennung);
example('installation-details-gefluegel', `Intensivhaltung von Geflügel (IED 6.6): ${gefluegel.name}`, gefluegel);

example('branch-stats-austria', 'Anlagen je Kategorie und Bundesland, ganz Österreich', branchStats(installations));
example(
  'branch-stats-steiermark',
  'Anlagen je Kategorie, Steiermark',
  branchStats(installations.filter((x) => matchesFilter(x, { bundeslandCodes: ['6'] }))),
);
example('gis-austria', 'Lage aller Anlagen (GeoJSON, [Länge, Breite])', toGisFeatureCollection(installations));
const linz = installations.filter((x) => matchesFilter(x, { query: 'Linz' })).sort(byName);
example('opendata-csv-linz', 'Offene Daten als CSV: Volltext „Linz“', toOpenDataCsv(linz));
example('opendata-geojson-linz', 'Offene Daten als GeoJSON: Volltext „Linz“', toOpenDataGeoJson(linz));

const lastChange = installations.map((x) => x.lastChange).reduce((a, b) => (a > b ? a : b));
example('last-update', 'Letzte Änderung des Registers', { lastUpdate: lastChange } satisfies LastUpdate);
const linzNewestFirst = [...linz].sort((a, b) => Date.parse(b.lastChange) - Date.parse(a.lastChange) || byName(a, b));
example('installations-feed-linz', 'Atom-Feed der Änderungen: Volltext „Linz“', toAtomFeed(linzNewestFirst, new URLSearchParams({ query: 'Linz' }), lastChange));

// ---------------------------------------------------------------------------------------------
// Filter metadata

const STATISTIK_AUSTRIA = 'Datenquelle: Statistik Austria – data.statistik.gv.at (CC BY 4.0)';

const filterMetadata: FilterMetadata = {
  criteria: [
    { id: 'query', label: 'Suche', type: 'TEXT', category: 'main', defaultExpanded: true, description: 'Name, Betreiber, Ort, Gemeinde oder Anlagennummer' },
    {
      id: 'bundeslandCodes',
      label: 'Bundesland',
      type: 'MULTI_SELECT',
      category: 'main',
      defaultExpanded: true,
      description: STATISTIK_AUSTRIA,
      referenceList: 'provinces',
      options: BUNDESLAENDER.map((b) => ({ value: b.code, label: b.name })),
    },
    {
      id: 'districtCodes',
      label: 'Bezirk',
      type: 'MULTI_SELECT',
      category: 'main',
      defaultExpanded: false,
      description: STATISTIK_AUSTRIA,
      referenceList: 'politicalDistricts',
      narrowedBy: ['bundeslandCodes'],
      options: [...DISTRICTS].sort((a, b) => a.code.localeCompare(b.code)).map((d) => ({ value: d.code, label: d.name, parent: d.bundeslandCode })),
    },
    {
      id: 'municipalityCodes',
      label: 'Gemeinde',
      type: 'MULTI_SELECT',
      category: 'main',
      defaultExpanded: false,
      description: `Gemeinde des Standorts. ${STATISTIK_AUSTRIA}`,
      referenceList: 'municipalities',
      narrowedBy: ['districtCodes', 'bundeslandCodes'],
    },
    {
      id: 'activityCodes',
      label: 'Tätigkeit (IED Anhang I)',
      type: 'MULTI_SELECT',
      category: 'main',
      defaultExpanded: true,
      options: ACTIVITY_CATEGORIES.flatMap((c) => [
        { value: c.code, label: `${c.code} ${c.label}` },
        ...ACTIVITIES.filter((a) => a.code.split('.')[0] === c.code).map((a) => ({ value: a.code, label: `${a.code} ${a.label}`, parent: c.code })),
      ]),
    },
    {
      id: 'naceCodes',
      label: 'Wirtschaftstätigkeit (ÖNACE)',
      type: 'MULTI_SELECT',
      category: 'additional',
      defaultExpanded: false,
      description: 'Abteilung, Gruppe oder Klasse der ÖNACE 2008. Datenquelle: NACE Rev. 2, Verordnung (EG) Nr. 1893/2006, Anhang I',
      referenceList: 'naceActivities',
    },
    {
      id: 'batConclusionCodes',
      label: 'bvT-Schlussfolgerung',
      type: 'MULTI_SELECT',
      category: 'additional',
      defaultExpanded: false,
      options: [...BAT_CONCLUSIONS].sort((a, b) => a.code.localeCompare(b.code)).map((b) => ({ value: b.code, label: `${b.code} – ${b.title}` })),
    },
    {
      id: 'legalBases',
      label: 'Rechtsgrundlage',
      type: 'MULTI_SELECT',
      category: 'additional',
      defaultExpanded: false,
      options: LEGAL_BASES.map((l) => ({ value: l.code, label: l.label })),
    },
    {
      id: 'statuses',
      label: 'Status',
      type: 'MULTI_SELECT',
      category: 'additional',
      defaultExpanded: false,
      options: STATUSES.map((s) => ({ value: s.code, label: s.label })),
    },
    {
      id: 'adaptationDeadlines',
      label: 'Anpassungsfristen',
      type: 'MULTI_SELECT',
      category: 'additional',
      defaultExpanded: false,
      description: 'Frist zur Anpassung an bvT-Schlussfolgerungen ohne anpassenden Bescheid: abgelaufen oder in den nächsten 12 Monaten fällig.',
      options: [
        { value: 'MISSED', label: 'Frist abgelaufen' },
        { value: 'DUE', label: 'in den nächsten 12 Monaten fällig' },
      ],
    },
    {
      id: 'onlyOwn',
      label: 'Nur eigene Anlagen',
      type: 'BOOLEAN',
      category: 'additional',
      defaultExpanded: false,
      description: 'Nur Anlagen, für die Sie als Betreiber:in registriert sind.',
    },
  ],
};
example('filter-metadata', 'Kriterien des Filters im Anlagenregister', filterMetadata);

// ---------------------------------------------------------------------------------------------
// bvT conclusions

const bvtList: BvtConclusion[] = BAT_CONCLUSIONS.map((b, i) => {
  const nr = String(i + 1).padStart(3, '0');
  const documents: BvtConclusion['documents'] = [
    {
      id: `bvt-${b.code.toLowerCase()}-de`,
      title: `Durchführungsbeschluss ${b.decision} – bvT-Schlussfolgerungen ${b.title}`,
      language: 'de',
      dmsDocumentId: `DMS-BVT-${nr}1`,
    },
  ];
  if (i % 2 === 0) {
    documents.push({
      id: `bvt-${b.code.toLowerCase()}-en`,
      title: `Commission Implementing Decision ${b.decision} – BAT conclusions for ${b.titleEn}`,
      language: 'en',
      dmsDocumentId: `DMS-BVT-${nr}2`,
    });
  }
  return {
    id: `bvt-${b.code.toLowerCase()}`,
    code: b.code,
    title: b.title,
    decision: b.decision,
    publishedOn: b.adoptedOn,
    reconsiderationDeadline: reconsiderationDeadline(b.adoptedOn),
    documents,
  };
});
example('bvt-list', 'Alle 22 bvT-Schlussfolgerungen mit Dokumenten', bvtList);
example('bvt-created-document', 'Erstelltes Dokument zu einer bvT-Schlussfolgerung', {
  fileId: 'bvt-file-lcp-20260430-0001',
  fileName: 'bvT-Schlussfolgerungen-LCP-Grossfeuerungsanlagen.pdf',
} satisfies BvtCreatedDocument);

// ---------------------------------------------------------------------------------------------
// Content pages

example('cms-umweltinspektion', 'Inhaltsseite Umweltinspektion (HTML)', CMS_UMWELTINSPEKTION);
example('cms-rechtsgrundlagen-leitfaeden', 'Inhaltsseite Rechtsgrundlagen/Leitfäden (HTML)', CMS_RECHTSGRUNDLAGEN_LEITFAEDEN);
example('cms-faq', 'Inhaltsseite FAQ (HTML)', CMS_FAQ);

// ---------------------------------------------------------------------------------------------
// Users

const role = (name: string) => ({ authority: `ROLE_${name}` });
const users: Record<string, [string, AuthUser]> = {
  'user-anonymous': [
    'Nicht angemeldet',
    { username: 'anonymousUser', mainUser: false, userKind: 'ANONYMOUS', authorities: [], pvp: false, usp: false, oidc: false },
  ],
  'user-owner': [
    'Registrierte Anlagenbetreiberin',
    {
      username: 'm.mustermann',
      currentUserName: 'Maria Mustermann',
      loginName: 'm.mustermann',
      mainUser: true,
      mainUserName: 'Maria Mustermann',
      mainUserLoginName: 'm.mustermann',
      userKind: 'COMPANY',
      authorities: [role('NATIPPC_REGISTERED')],
      pvp: false,
      usp: false,
      oidc: false,
    },
  ],
  'user-authority': [
    'Behördenbenutzer (Oberösterreich)',
    {
      username: 'f.beispiel',
      currentUserName: 'Franz Beispiel',
      loginName: 'f.beispiel',
      mainUser: true,
      mainUserName: 'Franz Beispiel',
      mainUserLoginName: 'f.beispiel',
      userKind: 'AUTHORITY',
      authorities: [role('AUTHORITY'), role('AUTHORITY_BL_4')],
      pvp: false,
      usp: false,
      oidc: false,
    },
  ],
  'user-pvp': [
    'Behördenbenutzerin über das Portalverbund-Protokoll (PVP)',
    {
      username: 'k.musterfrau@stmk.example.gv.at',
      currentUserName: 'Karin Musterfrau',
      loginName: 'k.musterfrau@stmk.example.gv.at',
      mainUser: true,
      mainUserName: 'Karin Musterfrau',
      mainUserLoginName: 'k.musterfrau@stmk.example.gv.at',
      userKind: 'AUTHORITY',
      authorities: [role('AUTHORITY'), role('AUTHORITY_BL_6')],
      pvp: true,
      usp: false,
      oidc: false,
    },
  ],
  'user-usp': [
    'Unternehmensbenutzer über das Unternehmensserviceportal (kein Hauptbenutzer)',
    {
      username: 'usp-4711-t.beispiel',
      currentUserName: 'Thomas Beispiel',
      loginName: 't.beispiel',
      mainUser: false,
      mainUserName: `${zementwerk.operator.name}`,
      mainUserLoginName: 'usp-4711',
      userKind: 'COMPANY',
      authorities: [role('NATIPPC_REGISTERED')],
      pvp: false,
      usp: true,
      oidc: false,
    },
  ],
  'user-oidc': [
    'Benutzerin mit Single Sign-on (OpenID Connect)',
    {
      username: 'a.muster',
      currentUserName: 'Anna Muster',
      loginName: 'anna.muster@example.at',
      mainUser: true,
      mainUserName: 'Anna Muster',
      mainUserLoginName: 'anna.muster@example.at',
      userKind: 'COMPANY',
      authorities: [role('NATIPPC_REGISTERED')],
      pvp: false,
      usp: false,
      oidc: true,
    },
  ],
};
for (const [name, [summary, value]] of Object.entries(users)) example(name, summary, value);

example('userinfo-public', 'Öffentlichkeit', { userType: 'PUBLIC' } satisfies UserInfo);
example('userinfo-owner', 'Registrierte Anlagenbetreiber:in', { userType: 'NATIPPC_REGISTERED', gln: OWNER_GLN } satisfies UserInfo);
example('userinfo-authority', 'Behörde des Landes Oberösterreich', { userType: 'AUTHORITY', bundeslandCode: '4' } satisfies UserInfo);

example('registration-check-registered', 'Als Betreiber:in der Anlage registriert', {
  installationId: zementwerk.id,
  registered: true,
} satisfies RegistrationCheck);
example('registration-check-not-registered', 'Nicht als Betreiber:in der Anlage registriert', {
  installationId: abfallverbrennung.id,
  registered: false,
} satisfies RegistrationCheck);

// ---------------------------------------------------------------------------------------------
// Environment, time

const envLabels: Record<EnvironmentKind, string> = {
  LOCAL: 'Lokale Umgebung',
  DEV: 'Entwicklungsumgebung',
  TEST: 'Testumgebung',
  DEMO: 'Demoumgebung',
  PREPROD: 'Vorproduktionsumgebung',
  PROD: 'Produktionsumgebung',
};
for (const [kind, label] of Object.entries(envLabels) as [EnvironmentKind, string][]) {
  example(`env-${kind.toLowerCase()}`, label, { environment: kind, sessionTimeout: 1800, version: '1.0.0', buildNumber: '2026.11.142' } satisfies EnvInfo);
}

example('server-time', 'Serverzeit', { datetime: `${DATASET_AS_OF}T10:15:00+02:00`, testClock: false } satisfies ServerTime);
example('server-time-test-clock', 'Serverzeit, von der Testuhr gesetzt', { datetime: '2026-12-31T23:55:00+01:00', testClock: true } satisfies ServerTime);

// ---------------------------------------------------------------------------------------------
// User tasks (Excel export)

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tasks: UserTask[] = [
  {
    id: '5b0c2f4e-8d1a-4c3b-9e27-1f6a0d9c3e41',
    kind: 'EXCEL_EXPORT',
    title: 'Excel-Export Anlagenregister – Bundesland: Oberösterreich',
    status: 'RUNNING',
    progress: 45,
    createdAt: `${DATASET_AS_OF}T09:58:12+02:00`,
  },
  {
    id: '9e4d7a12-3b6f-4f0e-a8c5-2d7e1b9f6a03',
    kind: 'EXCEL_EXPORT',
    title: 'Excel-Export Anlagenregister – alle Anlagen',
    status: 'SUCCESS',
    progress: 100,
    createdAt: `${DATASET_AS_OF}T09:41:05+02:00`,
    finishedAt: `${DATASET_AS_OF}T09:41:37+02:00`,
    result: { fileName: 'Anlagenregister-Export-2026-04-30.xlsx', contentType: XLSX },
  },
  {
    id: 'c3a8e5f1-6b2d-4e9a-b7c4-8f1d3e6a2b95',
    kind: 'EXCEL_EXPORT',
    title: 'Excel-Export Anlagenregister – Tätigkeit (IED Anhang I): 5',
    status: 'FAILURE',
    progress: 30,
    createdAt: '2026-04-29T16:20:44+02:00',
    finishedAt: '2026-04-29T16:21:02+02:00',
    error: { message: 'Der Export konnte nicht erstellt werden, weil der Dienst vorübergehend nicht erreichbar war. Bitte versuchen Sie es erneut.' },
  },
  {
    id: '1f7b3c9d-4a5e-4b8f-9c2d-6e0a8b1c7d54',
    kind: 'EXCEL_EXPORT',
    title: 'Excel-Export Anlagenregister – Suche: „Zement“ – Bundesland: Steiermark',
    status: 'CANCELLED',
    progress: 10,
    createdAt: '2026-04-29T11:03:19+02:00',
    finishedAt: '2026-04-29T11:03:25+02:00',
  },
];
example('user-tasks-list', 'Aufträge in verschiedenen Zuständen, neueste zuerst', tasks);
example('user-tasks-empty', 'Keine Aufträge', [] satisfies UserTask[]);
example('user-task-waiting', 'Neuer Exportauftrag, wartet auf Ausführung', {
  id: '7d2e9f4a-1c8b-4a6d-8e3f-5b9c0a7d2e16',
  kind: 'EXCEL_EXPORT',
  title: 'Excel-Export Anlagenregister – alle Anlagen',
  status: 'WAITING',
  progress: 0,
  createdAt: `${DATASET_AS_OF}T10:15:03+02:00`,
} satisfies UserTask);
example('user-task-cancelling', 'Auftrag wird abgebrochen', {
  id: '5b0c2f4e-8d1a-4c3b-9e27-1f6a0d9c3e41',
  kind: 'EXCEL_EXPORT',
  title: 'Excel-Export Anlagenregister – Bundesland: Oberösterreich',
  status: 'CANCELLING',
  progress: 60,
  createdAt: `${DATASET_AS_OF}T09:58:12+02:00`,
} satisfies UserTask);

// ---------------------------------------------------------------------------------------------
// Configuration (link templates); placeholders stay readable inside URL-encoded text

const encodeTemplate = (text: string): string =>
  text
    .split(/(\{[A-Za-z]+\})/)
    .map((part) => (/^\{[A-Za-z]+\}$/.test(part) ? part : encodeURIComponent(part)))
    .join('');

example('config-edm-bvt-dms-document', 'Link auf ein Dokument im EDM-Dokumentenmanagement', {
  value: 'https://edm.example.gv.at/edm_portal/dms/dokument.do?documentId={documentId}',
} satisfies ConfigValue);
example('config-edm-anlage-details', 'Link auf die Anlage im EDM-Portal', {
  value: 'https://edm.example.gv.at/edm_portal/anlagen/anlage.do?anlageId={installationId}',
} satisfies ConfigValue);
example('config-gis-bezirke-vt-url', 'Vektorkacheln der politischen Bezirke', {
  value: 'https://maps.example.gv.at/vt/verwaltungsgrenzen/bezirke/{z}/{x}/{y}.pbf',
} satisfies ConfigValue);
example('config-mailto-vorlage-ui-bericht', 'E-Mail-Vorlage zum Versenden der Vorlage für den Umweltinspektionsbericht', {
  value: `mailto:?subject=${encodeTemplate('Vorlage Umweltinspektionsbericht – {installationName} ({installationId})')}&body=${encodeTemplate(
    [
      'Sehr geehrte Damen und Herren,',
      '',
      'anbei erhalten Sie die Vorlage für den Bericht über die Umweltinspektion der Anlage {installationName} ({installationId}).',
      'Die Vorlage ist unter folgender Adresse abrufbar: {templateUrl}',
      '',
      'Gemäß Artikel 23 Absatz 6 der Richtlinie 2010/75/EU ist der Bericht dem Betreiber innerhalb von zwei Monaten zu übermitteln und innerhalb von vier Monaten nach der Vor-Ort-Besichtigung zu veröffentlichen.',
      '',
      'Mit freundlichen Grüßen',
    ].join('\r\n'),
  )}`,
} satisfies ConfigValue);

// ---------------------------------------------------------------------------------------------
// UI templates

example(
  'uitemplates-list',
  'Verfügbare UI-Vorlagen',
  UI_TEMPLATES.map(({ id, name, description }): UiTemplateSummary => ({ id, name, description })),
);
const template = UI_TEMPLATES[0]!;
example('uitemplate-detail', template.name, { id: template.id, name: template.name, content: template.content } satisfies UiTemplate);

// ---------------------------------------------------------------------------------------------
// Portal (one level up): apps and user settings

example(
  'user-apps',
  'Anwendungen des Portals',
  [
    { id: 'edm-portal', name: 'EDM-Portal', shortName: 'EDM', url: '../edm/', matcher: '^https?://[^/]+/edm(/(?!ippc|eab|eras)[^?#]*)?([?#].*)?$' },
    { id: 'ippc', name: 'IPPC Austria – Anlagenregister', shortName: 'IPPC', url: '../ippc/', matcher: '^https?://[^/]+/(edm/)?ippc/' },
    { id: 'eab', name: 'Elektronische Abfallbilanz', shortName: 'eAB', url: '../eab/', matcher: '^https?://[^/]+/(edm/)?eab/' },
    { id: 'eras', name: 'Elektronisches Register der Anlagen- und Personenstammdaten', shortName: 'eRAS', url: '../eras/', matcher: '^https?://[^/]+/(edm/)?eras/' },
    { id: 'emreg', name: 'Emissionsregister', shortName: 'EMREG', url: '../emreg/', matcher: '^https?://[^/]+/(edm/)?emreg/' },
  ],
  'portal',
);

const savedFilterKey = 'f-abfall-ooe';
example(
  'user-settings-filters',
  'Gruppe filters_ippcInstallations: ein gespeicherter Filter des Anlagenregisters',
  [
    {
      name: savedFilterKey,
      value: JSON.stringify({
        name: 'Abfallbehandlung Oberösterreich',
        enabled: true,
        criteria: {
          query: '',
          bundeslandCodes: ['4'],
          districtCodes: [],
          activityCodes: ['5'],
          batConclusionCodes: [],
          legalBases: ['AWG'],
          statuses: ['IN_BETRIEB'],
          onlyOwn: false,
        },
      }),
    },
  ],
  'portal',
);
example(
  'user-settings-selected-filter-key',
  'Gruppe filters_ojs_selected_filter_key: der ausgewählte Filter je Filter-Id',
  [{ name: 'ippcInstallations', value: savedFilterKey }],
  'portal',
);
example('user-settings-empty', 'Keine gespeicherten Einstellungen', [], 'portal');

const districtsUsed = new Set(installations.map((x) => x.site.districtCode)).size;
console.log(`examples written to ${OUT}: ${String(installations.length)} installations in ${String(districtsUsed)} districts`);
