/**
 * The data server: answers every path of openapi/app.yaml, openapi/assistant.yaml and openapi/portal.yaml
 * from the deterministic example dataset, with state per visitor. It runs behind Prism's validating proxy
 * (mock/server/gateway.ts), never on its own in front of the app. Its dev endpoints under /__mock are outside
 * the contract and reached directly (see README, "The mock and its modes").
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { CMS_FAQ, CMS_RECHTSGRUNDLAGEN_LEITFAEDEN, CMS_UMWELTINSPEKTION, UI_TEMPLATES } from '../../scripts/examples/content';
import { BUNDESLAENDER } from '../../scripts/examples/geography';
import { POLITICAL_DISTRICTS } from '../../scripts/examples/politicalDistricts';
import { OWNER_GLN, siteGln } from '../../scripts/examples/parties';
import { NACE_ACTIVITIES } from '../../scripts/examples/nace';
import { districtTiles, TILE_PATH_PATTERN, TILE_URL_TEMPLATE } from './tiles';
import { APP_DIR } from '../config';
import { requiresSession, requiresXsrfToken } from './contract';
import { SESSION_COOKIE, sessionCookies, XSRF_COOKIE, XSRF_HEADER } from './session';
import { FEED_CONTENT_TYPE } from '../../scripts/examples/feed';
import { austrianDay, OPEN_DATA_CONTENT_TYPES, openDataFileName, toOpenDataCsv, toOpenDataGeoJson } from '../../scripts/examples/opendata';
import { example } from './examples';
import { containersOf, documentFile, documentsOf, installationOfContainer } from './documents';
import { simplePdf } from './pdf';
import { searchPostCodeCity } from './places';
import { Register, type SearchOptions } from './register';
import { parseISO } from 'date-fns';
import { SettingsStore } from './settings';
import { resultFileName, TaskStore } from './tasks';
import { municipalityNames } from '../geo/municipalities';
import type {
  BranchStatsQuery,
  BvtCreatedDocument,
  BvtList,
  ConfigValue,
  DmsContainer,
  DmsContainerList,
  DmsContainerSaveRequest,
  DmsDocument,
  DmsSearchRequest,
  DmsTaskResult,
  DocumentType,
  DocumentTypeBatchRequest,
  EbbCallRequest,
  EbbTaskResult,
  EnvInfo,
  EnvironmentKind,
  FilterMetadata,
  InstallationFilter,
  LogEntry,
  OpenDataFormat,
  RedaList,
  RegistrationCheck,
  RegistrationCheckRequest,
  RegisteredSearchRequest,
  RegistrationCheckResult,
  SearchAssistantTaskResult,
  SearchRequest,
  ServerTime,
  SiteList,
  SiteLookupRequest,
  TaskReference,
  UiTemplate,
  UiTemplateList,
  UserApps,
  UserGroupMembership,
} from './types';
import { errorBody } from './errorBody';
import {
  authUser,
  COOKIE_ENVIRONMENT,
  COOKIE_VISITOR,
  ENVIRONMENTS,
  environmentFromEnv,
  isEnvironment,
  isLoggedIn,
  isOwner,
  isVisitor,
  parseCookies,
  userInfo,
  VISITORS,
  visitorContext,
  visitorFromEnv,
  type VisitorContext,
  type VisitorDefaults,
} from './visitors';
import { authorityGroups, authorityGroupsOf, BUNDESLAND_CODES } from './usergroups';
import { installationsWorkbook, XLSX_CONTENT_TYPE } from './xlsx';
import type { paths as AppPaths } from '../../generated/app/paths';
import type { paths as AssistantPaths } from '../../generated/assistant/paths';
import type { paths as PortalPaths } from '../../generated/portal/paths';
import { getUserSettingsResponseNameMax, getUserSettingsResponseValueMax } from '../../generated/portal/limits';

export interface Reply {
  status: number;
  body?: unknown;
  /** JSON unless a content type is given; Buffer bodies are sent as they are. */
  contentType?: string;
  headers?: Record<string, string | string[]>;
}

interface RequestContext extends VisitorContext {
  method: string;
  path: string;
  query: URLSearchParams;
  params: string[];
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Handler = (ctx: RequestContext) => Reply | Promise<Reply>;

export interface DataServerOptions {
  register?: Register;
  settings?: SettingsStore;
  tasks?: TaskStore;
  defaults?: Partial<VisitorDefaults>;
  /** Prints POST /api/log entries (default console.log). */
  log?: (line: string) => void;
  /** Called with every binary body before it is sent (the gateway keeps it: Prism's proxy garbles bytes). */
  onBinary?: (requestId: string, body: Buffer) => void;
}

const json = (body: unknown, status = 200): Reply => ({ status, body });
const GERMAN = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

type ContractPaths = AppPaths & AssistantPaths & PortalPaths;
type RouteMethod = 'GET' | 'POST';
/** The contract's paths that have an operation for `M` (a missing method is `?: never` in the generated types). */
type ContractPath<M extends RouteMethod> = {
  [P in keyof ContractPaths]: ContractPaths[P] extends Record<Lowercase<M>, object> ? P : never;
}[keyof ContractPaths];

export function errorReply(status: number, error: string, message: string, path?: string): Reply {
  return { status, body: errorBody(status, error, message, path) };
}
/** 400 `validation_failed` naming the fields (as the gateway answers a request that breaks the schemas). */
function invalidReply(path: string, violations: { field: string; message: string }[], message = 'Die Anfrage enthält ungültige Werte.'): Reply {
  return { status: 400, body: errorBody(400, 'validation_failed', message, path, { violations }) };
}
/** A saved filter's name inside a setting's value, at most this long (the contract's UserSetting.value). */
const SAVED_FILTER_NAME_MAX = 100;

/**
 * The first length limit a setting breaks, as a violation: the name and value limits of the contract's
 * UserSetting (Prism checks them too), and a saved filter's name inside the value.
 */
function settingTooLong(name: string, value: string): { field: string; message: string } | undefined {
  if (name.length > getUserSettingsResponseNameMax) return { field: 'name', message: `Maximal ${getUserSettingsResponseNameMax} Zeichen` };
  if (value.length > getUserSettingsResponseValueMax) return { field: 'value', message: `Maximal ${getUserSettingsResponseValueMax} Zeichen` };
  let record: unknown;
  try {
    record = JSON.parse(value);
  } catch {
    return undefined;
  }
  const filterName = record && typeof record === 'object' ? (record as { name?: unknown }).name : undefined;
  if (typeof filterName === 'string' && filterName.length > SAVED_FILTER_NAME_MAX) return { field: 'value.name', message: `Maximal ${SAVED_FILTER_NAME_MAX} Zeichen` };
  return undefined;
}

const notFound = (ctx: RequestContext, message = 'Das angeforderte Objekt wurde nicht gefunden.') => errorReply(404, 'not_found', message, ctx.path);
const conflict = (ctx: RequestContext, message: string) => errorReply(409, 'conflict', message, ctx.path);

const CMS_PAGES: Record<string, string> = {
  umweltinspektion: CMS_UMWELTINSPEKTION,
  'rechtsgrundlagen-leitfaeden': CMS_RECHTSGRUNDLAGEN_LEITFAEDEN,
  faq: CMS_FAQ,
};

/** The filter of the statistics, from query parameters (keys repeat for arrays). */
function filterFromQuery(query: URLSearchParams): InstallationFilter {
  const list = (key: string) => query.getAll(key).filter((v) => v !== '');
  const filter: InstallationFilter & Record<string, unknown> = {};
  const q = query.get('query');
  if (q) filter.query = q;
  filter.bundeslandCodes = list('bundeslandCodes') as NonNullable<BranchStatsQuery['bundeslandCodes']>;
  filter.districtCodes = list('districtCodes');
  filter.municipalityCodes = list('municipalityCodes');
  filter.naceCodes = list('naceCodes');
  filter.activityCodes = list('activityCodes');
  // BAT conclusions, legal bases and statuses are no parameters of the statistics: ignored like any unknown parameter.
  if (query.get('onlyOwn') === 'true') filter.onlyOwn = true;
  return withNear(filter, query);
}

/** The filter of the feed, from query parameters: every criterion of the search but onlyOwn. */
function feedFilterFromQuery(query: URLSearchParams): InstallationFilter {
  const list = (key: string) => query.getAll(key).filter((v) => v !== '');
  const filter: InstallationFilter = {
    query: query.get('query') || undefined,
    bundeslandCodes: list('bundeslandCodes') as NonNullable<InstallationFilter['bundeslandCodes']>,
    districtCodes: list('districtCodes'),
    municipalityCodes: list('municipalityCodes'),
    naceCodes: list('naceCodes'),
    activityCodes: list('activityCodes'),
    batConclusionCodes: list('batConclusionCodes'),
    legalBases: list('legalBases') as NonNullable<InstallationFilter['legalBases']>,
    statuses: list('statuses') as NonNullable<InstallationFilter['statuses']>,
    adaptationDeadlines: list('adaptationDeadlines') as NonNullable<InstallationFilter['adaptationDeadlines']>,
    changedSince: query.get('changedSince') || undefined,
  };
  return withNear(filter, query);
}

function withNear(filter: InstallationFilter, query: URLSearchParams): InstallationFilter {
  const near = NEAR_PARAMS.map((key) => query.get(key));
  if (near.every((v) => v !== null)) {
    const [lat, lon, radiusKm] = near.map(Number) as [number, number, number];
    filter.near = { lat, lon, radiusKm };
  }
  return filter;
}

/**
 * The cadastral municipality (KG) of a site where the reference list has the municipality's KGs (the
 * example list of Linz): one of them, chosen by the installation number; elsewhere none.
 */
function cadastralMunicipality(installationId: string, municipalityCode: string): { cadastralMunicipalityCode?: string; cadastralMunicipalityName?: string } {
  const kgs = example<RedaList>('assistant/redalists-cadastral-municipalities-linz').filter((e) => e.parentCode === municipalityCode);
  const kg = kgs[Number(installationId.slice(-6)) % Math.max(kgs.length, 1)];
  return kg ? { cadastralMunicipalityCode: kg.code, cadastralMunicipalityName: kg.name } : {};
}

/** The radius criterion as query parameters: all three or none. */
const NEAR_PARAMS = ['nearLat', 'nearLon', 'nearRadiusKm'] as const;
const partialNear = (query: URLSearchParams) => {
  const given = NEAR_PARAMS.filter((key) => query.get(key) !== null).length;
  return given > 0 && given < NEAR_PARAMS.length;
};

const isOpenDataFormat = (value: string | null): value is OpenDataFormat => value === 'csv' || value === 'geojson';

/** Valid on the given day (validAt), for reference lists. */
function validAt(list: RedaList, query: URLSearchParams): RedaList {
  const day = query.get('validAt');
  if (!day) return list;
  return list.filter((e) => (!e.validFrom || e.validFrom <= day) && (!e.validTo || day <= e.validTo));
}

/**
 * GET /__mock/gis/bezirke/{z}/{x}/{y}.pbf: the district vector tile, or 204 where no boundary is. Outside the
 * contract: in production the configuration names a GIS server of its own; the mock plays it at the app's origin.
 */
function districtTile(z: number, x: number, y: number): Reply {
  const data = districtTiles().tile(z, x, y);
  const headers = { 'Cache-Control': 'public, max-age=86400' };
  if (!data) return { status: 204, headers };
  return { status: 200, body: Buffer.from(data), contentType: 'application/vnd.mapbox-vector-tile', headers };
}

export class DataServer {
  readonly register: Register;
  readonly settings: SettingsStore;
  readonly tasks: TaskStore;
  readonly defaults: VisitorDefaults;
  private readonly log: (line: string) => void;
  private readonly onBinary?: (requestId: string, body: Buffer) => void;
  private readonly routes: { method: string; pattern: RegExp; handler: Handler; xsrf: boolean; session: boolean }[] = [];
  private readonly ownedCache = new Map<string, Set<string>>();
  /** The test clock per environment-independent server (POST /api/time). */
  private testClock: string | undefined;
  /** The assistant's query tasks, each of the session (state key) that started it. */
  private readonly queryTasks = new Map<string, { kind: 'dms' | 'ebb' | 'search'; owner: string; createdAt: string; request: unknown }>();

  constructor(options: DataServerOptions = {}) {
    this.register = options.register ?? Register.fromEnv();
    this.settings = options.settings ?? new SettingsStore();
    this.tasks = options.tasks ?? new TaskStore();
    this.defaults = {
      visitor: options.defaults?.visitor ?? visitorFromEnv(),
      environment: options.defaults?.environment ?? environmentFromEnv(),
      breakContract: options.defaults?.breakContract ?? (process.env.MOCK_BREAK !== undefined && process.env.MOCK_BREAK !== '' && process.env.MOCK_BREAK !== '0'),
    };
    this.log = options.log ?? ((line) => console.log(line));
    this.onBinary = options.onBinary;
    this.defineRoutes();
  }

  /** A route of the contract: `path` must be a path of the generated types with this method, so renaming or removing it in openapi/ fails the typecheck. */
  private on<M extends RouteMethod>(method: M, path: ContractPath<M>, handler: Handler): void {
    // {name} matches one path segment; the segments are passed in order.
    const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[a-zA-Z]+\\?\}/g, '([^/]+)')}$`);
    this.routes.push({ method, pattern, handler, xsrf: requiresXsrfToken(method, path), session: requiresSession(method, path) });
  }

  ownedIds(ctx: VisitorContext): Set<string> | undefined {
    if (!isOwner(ctx.visitor)) return undefined;
    const username = authUser(ctx.visitor).username;
    let owned = this.ownedCache.get(username);
    if (!owned) {
      owned = this.register.ownedBy(username);
      this.ownedCache.set(username, owned);
    }
    return owned;
  }

  /** What a search needs beside its filter: the visitor's own installations and the server's day. */
  private searchOptions(ctx: VisitorContext): SearchOptions {
    return { ownedIds: this.ownedIds(ctx), today: this.today() };
  }

  private seedTasks(ctx: VisitorContext): boolean {
    return isLoggedIn(ctx.visitor);
  }

  private defineRoutes(): void {
    // --- env, auth, time, log ------------------------------------------------------------------
    this.on('GET', '/api/env', (ctx) => json(example<EnvInfo>(`app/env-${ctx.environment.toLowerCase()}`)));
    this.on('GET', '/api/auth/user', (ctx) => json(authUser(ctx.visitor)));
    this.on('GET', '/api/auth/userInfo', (ctx) => json(userInfo(ctx.visitor)));
    this.on('GET', '/api/auth/perform', (ctx) =>
      isLoggedIn(ctx.visitor) ? json(authUser(ctx.visitor)) : errorReply(401, 'unauthorized', 'Sie sind nicht angemeldet.', ctx.path),
    );
    // Local sign-in mode only: the session ends and its cookie expires (the visitor choice lives in cookies of its own).
    this.on('GET', '/logout', () => ({ status: 204, headers: { 'Set-Cookie': `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax` } }));
    this.on('GET', '/api/auth/isRegisteredForIppcInstallation/{id}', (ctx) => {
      const id = ctx.params[0]!;
      if (!this.register.get(id)) return notFound(ctx, `Die Anlage ${id} ist nicht im Register.`);
      return json({ installationId: id, registered: this.ownedIds(ctx)?.has(id) ?? false } satisfies RegistrationCheck);
    });
    this.on('GET', '/api/time', () => json(this.serverTime()));
    this.on('POST', '/api/time', (ctx) => {
      if (ctx.environment === 'PROD') return errorReply(403, 'forbidden', 'Die Testuhr ist in der Produktionsumgebung nicht verfügbar.', ctx.path);
      const datetime = ctx.query.get('datetime');
      if (datetime && Number.isNaN(Date.parse(datetime))) return invalidReply(ctx.path, [{ field: 'datetime', message: 'Muss das Format date-time haben' }]);
      this.testClock = datetime || undefined;
      return json(this.serverTime());
    });
    this.on('POST', '/api/log', (ctx) => {
      const entry = ctx.body as Partial<LogEntry> | undefined;
      this.log(`[mock:log] ${entry?.level ?? '?'} ${entry?.message ?? ''}`);
      return { status: 204 };
    });

    // --- register ----------------------------------------------------------------------------------
    this.on('POST', '/api/ippcInstallations', (ctx) => json(this.register.search(ctx.body as SearchRequest, this.searchOptions(ctx))));
    this.on('POST', '/api/ippcInstallations/gis', (ctx) => json(this.register.gis((ctx.body ?? {}) as InstallationFilter, this.searchOptions(ctx))));
    this.on('GET', '/api/ippcInstallations/branchenStats', (ctx) =>
      partialNear(ctx.query)
        ? invalidReply(ctx.path, NEAR_PARAMS.filter((key) => ctx.query.get(key) === null).map((field) => ({ field, message: 'Pflichtangabe fehlt' })), 'Der Umkreis braucht Breite, Länge und Radius.')
        : json(this.register.stats(filterFromQuery(ctx.query), this.searchOptions(ctx))),
    );
    this.on('GET', '/api/ippcInstallations/feed', (ctx) =>
      partialNear(ctx.query)
        ? invalidReply(ctx.path, NEAR_PARAMS.filter((key) => ctx.query.get(key) === null).map((field) => ({ field, message: 'Pflichtangabe fehlt' })), 'Der Umkreis braucht Breite, Länge und Radius.')
        : { status: 200, body: Buffer.from(this.register.feed(feedFilterFromQuery(ctx.query), ctx.query, this.today()), 'utf8'), contentType: FEED_CONTENT_TYPE },
    );
    this.on('GET', '/api/ippcInstallations/lastUpdate', (ctx) =>
      // MOCK_BREAK / the ippc-mock-break cookie: a date-time that is none, so the proxy must object.
      ctx.breakContract ? json({ lastUpdate: 'gestern' }) : json(this.register.lastUpdateResult()),
    );
    this.on('POST', '/api/ippcInstallations/excel', (ctx) => ({
      status: 202,
      body: this.tasks.start(ctx.stateKey, (ctx.body ?? {}) as InstallationFilter, this.ownedIds(ctx), this.seedTasks(ctx)),
    }));
    this.on('POST', '/api/ippcInstallations/openData', (ctx) => {
      const format = ctx.query.get('format');
      if (!isOpenDataFormat(format)) return invalidReply(ctx.path, [{ field: 'format', message: 'Erlaubt sind: csv, geojson' }]);
      const installations = this.register.filter((ctx.body ?? {}) as InstallationFilter, this.searchOptions(ctx));
      const text = format === 'csv' ? toOpenDataCsv(installations) : JSON.stringify(toOpenDataGeoJson(installations));
      const fileName = openDataFileName(format, austrianDay(this.serverTime().datetime));
      return { status: 200, body: Buffer.from(text, 'utf8'), contentType: OPEN_DATA_CONTENT_TYPES[format], headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } };
    });
    this.on('GET', '/api/ippcInstallations/{id}', (ctx) => {
      const x = this.register.get(ctx.params[0]!);
      return x ? json(x) : notFound(ctx, `Die Anlage ${ctx.params[0]!} ist nicht im Register.`);
    });
    this.on('GET', '/api/filter/metadata', () => json(example<FilterMetadata>('app/filter-metadata')));

    // --- user tasks --------------------------------------------------------------------------------
    this.on('GET', '/api/user-tasks', (ctx) => json(this.tasks.all(ctx.stateKey, this.seedTasks(ctx))));
    this.on('POST', '/api/user-tasks/{id}/cancel', (ctx) => {
      const result = this.tasks.cancel(ctx.stateKey, ctx.params[0]!, this.seedTasks(ctx));
      if (result === 'not_found') return notFound(ctx, 'Der Auftrag wurde nicht gefunden.');
      if (result === 'conflict') return conflict(ctx, 'Der Auftrag ist bereits abgeschlossen und kann nicht abgebrochen werden.');
      return json(result);
    });
    this.on('POST', '/api/user-tasks/{id}/delete', (ctx) => {
      const result = this.tasks.remove(ctx.stateKey, ctx.params[0]!, this.seedTasks(ctx));
      if (result === 'not_found') return notFound(ctx, 'Der Auftrag wurde nicht gefunden.');
      if (result === 'conflict') return conflict(ctx, 'Ein laufender Auftrag kann nicht gelöscht werden. Brechen Sie ihn zuerst ab.');
      return { status: 204 };
    });
    this.on('GET', '/api/user-tasks/{id}/result', async (ctx) => {
      const record = this.tasks.find(ctx.stateKey, ctx.params[0]!, this.seedTasks(ctx));
      if (!record) return notFound(ctx, 'Der Auftrag wurde nicht gefunden.');
      if (record.task.status !== 'SUCCESS') return conflict(ctx, 'Der Auftrag hat kein Ergebnis.');
      record.result ??= installationsWorkbook(this.register.filter(record.filter, { ownedIds: record.ownedIds, today: this.today() }), record.task.title);
      const fileName = record.task.result?.fileName ?? resultFileName(record.task);
      return { status: 200, body: await record.result, contentType: XLSX_CONTENT_TYPE, headers: { 'Content-Disposition': `attachment; filename="${fileName}"` } };
    });

    // --- content, BAT, configuration, templates ------------------------------------------------------
    this.on('GET', '/api/cms/{page}', (ctx) => {
      const html = CMS_PAGES[ctx.params[0]!];
      return html === undefined ? notFound(ctx, 'Diese Seite gibt es nicht.') : { status: 200, body: html, contentType: 'text/html; charset=utf-8' };
    });
    this.on('GET', '/api/bvt/list', () => json(example<BvtList>('app/bvt-list')));
    this.on('GET', '/api/bvt/createDocument', (ctx) => {
      const id = ctx.query.get('documentId') ?? '';
      const found = this.bvtDocument(id);
      if (!found) return notFound(ctx, 'Das Dokument wurde nicht gefunden.');
      return json({ fileId: `bvt-file-${id}`, fileName: `bvT-Schlussfolgerungen-${found.conclusion.code}-${found.document.language}.pdf` } satisfies BvtCreatedDocument);
    });
    this.on('GET', '/api/bvt/getFile/{id}', (ctx) => {
      const fileId = ctx.params[0]!;
      const created = example<BvtCreatedDocument>('app/bvt-created-document');
      const found = fileId === created.fileId ? this.bvtDocument('bvt-lcp-de') : this.bvtDocument(fileId.replace(/^bvt-file-/, ''));
      if (!fileId.startsWith('bvt-file-') || !found) return notFound(ctx, 'Die Datei wurde nicht gefunden.');
      const pdf = simplePdf(`bvT-Schlussfolgerungen ${found.conclusion.code}`, [
        found.conclusion.title,
        `Durchführungsbeschluss ${found.conclusion.decision}`,
        `Veröffentlicht am ${found.conclusion.publishedOn}`,
        'Beispieldokument des IPPC-Austria-Mocks.',
      ]);
      return { status: 200, body: pdf, contentType: 'application/pdf', headers: { 'Content-Disposition': `attachment; filename="${fileId}.pdf"` } };
    });
    const configs = [
      ['edmLinkTemplateBvtDmsDocument', 'config-edm-bvt-dms-document'],
      ['edmlinkTemplateAnlageDetails', 'config-edm-anlage-details'],
      ['gisBezirkeVtUrl', 'config-gis-bezirke-vt-url'],
      ['mailtoTemplateVorlageUiBericht', 'config-mailto-vorlage-ui-bericht'],
    ] as const;
    for (const [name, file] of configs) {
      // The district tiles: the mock's own, cut from real boundaries, at the app's origin (see districtTile).
      if (name === 'gisBezirkeVtUrl') this.on('GET', `/api/config/${name}`, () => json({ value: TILE_URL_TEMPLATE } satisfies ConfigValue));
      else this.on('GET', `/api/config/${name}`, () => json(example<ConfigValue>(`app/${file}`)));
    }
    this.on('GET', '/api/uitemplate/', () => json(UI_TEMPLATES.map(({ id, name, description }) => ({ id, name, description })) satisfies UiTemplateList));
    this.on('GET', '/api/uitemplate/{id}', (ctx) => {
      const t = UI_TEMPLATES.find((x) => x.id === ctx.params[0]);
      return t ? json({ id: t.id, name: t.name, content: t.content } satisfies UiTemplate) : notFound(ctx, 'Die Vorlage wurde nicht gefunden.');
    });

    // --- portal ------------------------------------------------------------------------------------------
    this.on('GET', '/api/userApps', () => json(example<UserApps>('portal/user-apps')));
    this.on('GET', '/api/userSettings/{group}', (ctx) => json(this.settings.read(ctx.stateKey, decodeURIComponent(ctx.params[0]!))));
    this.on('POST', '/api/userSettings/{group}', (ctx) => {
      const body = (ctx.body ?? {}) as { name?: unknown; value?: unknown };
      if (typeof body.name !== 'string' || body.name === '') return invalidReply(ctx.path, [{ field: 'name', message: 'Pflichtangabe fehlt' }], 'Der Name der Einstellung fehlt.');
      const tooLong = settingTooLong(body.name, typeof body.value === 'string' ? body.value : '');
      if (tooLong) return invalidReply(ctx.path, [tooLong], 'Die Einstellung ist zu lang.');
      this.settings.write(ctx.stateKey, decodeURIComponent(ctx.params[0]!), body.name, typeof body.value === 'string' ? body.value : '');
      return { status: 204 };
    });

    this.defineAssistantRoutes();
  }

  private defineAssistantRoutes(): void {
    const startTask = (ctx: RequestContext, kind: 'dms' | 'ebb' | 'search', request: unknown): Reply => {
      const taskId = randomUUID();
      const createdAt = new Date().toISOString();
      this.queryTasks.set(taskId, { kind, owner: ctx.stateKey, createdAt, request });
      return { status: 202, body: { taskId, status: 'WAITING', createdAt } satisfies TaskReference };
    };
    /** Query tasks finish one second after they were started. */
    const taskState = (ctx: RequestContext, kind: 'dms' | 'ebb' | 'search') => {
      const taskId = (ctx.body as { taskId?: string } | undefined)?.taskId ?? '';
      const task = this.queryTasks.get(taskId);
      // Another session's task is as unknown as none.
      if (!task || task.kind !== kind || task.owner !== ctx.stateKey) return undefined;
      const done = Date.now() - Date.parse(task.createdAt) >= 1000;
      return { task, taskId, done, finishedAt: new Date(Date.parse(task.createdAt) + 1000).toISOString() };
    };

    this.on('POST', '/api/assistant/dmsCall', (ctx) => {
      const request = ctx.body as DmsSearchRequest;
      if (!this.register.get(request.installationId)) return notFound(ctx, `Die Anlage ${request.installationId} ist nicht im Register.`);
      return startTask(ctx, 'dms', request);
    });
    this.on('POST', '/api/assistant/ebbCall', (ctx) => {
      if (ctx.visitor !== 'authority' && ctx.visitor !== 'pvp') return errorReply(403, 'forbidden', 'Nur Behördenbenutzer:innen dürfen den EBB-Assistenten verwenden.', ctx.path);
      return startTask(ctx, 'ebb', ctx.body as EbbCallRequest);
    });
    this.on('POST', '/api/assistant/searchRegistered', (ctx) => startTask(ctx, 'search', ctx.body as RegisteredSearchRequest));
    this.on('POST', '/api/qt/dms/result', (ctx) => {
      const s = taskState(ctx, 'dms');
      if (!s) return notFound(ctx, 'Die Abfrage wurde nicht gefunden.');
      if (!s.done) return json({ taskId: s.taskId, status: 'RUNNING', createdAt: s.task.createdAt } satisfies DmsTaskResult);
      const request = s.task.request as DmsSearchRequest;
      const documents = documentsOf(this.register.get(request.installationId)!).filter(
        (d) =>
          (!request.documentTypeCodes?.length || request.documentTypeCodes.includes(d.documentType)) &&
          (!request.createdFrom || d.createdAt.slice(0, 10) >= request.createdFrom) &&
          (!request.createdTo || d.createdAt.slice(0, 10) <= request.createdTo),
      );
      const q = request.query?.toLocaleLowerCase('de');
      const hits = q ? documents.filter((d) => `${d.title} ${d.fileName ?? ''}`.toLocaleLowerCase('de').includes(q)) : documents;
      return json({ taskId: s.taskId, status: 'SUCCESS', createdAt: s.task.createdAt, finishedAt: s.finishedAt, result: { totalCount: hits.length, documents: hits } } satisfies DmsTaskResult);
    });
    this.on('POST', '/api/qt/ebbAssistant/result', (ctx) => {
      const s = taskState(ctx, 'ebb');
      if (!s) return notFound(ctx, 'Die Abfrage wurde nicht gefunden.');
      if (!s.done) return json({ taskId: s.taskId, status: 'WAITING', createdAt: s.task.createdAt } satisfies EbbTaskResult);
      const success = example<EbbTaskResult>('assistant/qt-ebb-success');
      const request = s.task.request as EbbCallRequest;
      return json({ ...success, taskId: s.taskId, createdAt: s.task.createdAt, finishedAt: s.finishedAt, result: success.result && { ...success.result, action: request.action } } satisfies EbbTaskResult);
    });
    this.on('POST', '/api/qt/searchAssistant/result', (ctx) => {
      const s = taskState(ctx, 'search');
      if (!s) return notFound(ctx, 'Die Abfrage wurde nicht gefunden.');
      const success = example<SearchAssistantTaskResult>('assistant/qt-search-success');
      if (!s.done) return json({ taskId: s.taskId, status: 'RUNNING', createdAt: s.task.createdAt } satisfies SearchAssistantTaskResult);
      // Every criterion given must hold; by name (German collation); totalCount before maxResults cuts the list.
      const request = s.task.request as RegisteredSearchRequest;
      const lower = (text: string | undefined) => (text ?? '').toLocaleLowerCase('de');
      const parties = (success.result?.parties ?? [])
        .filter(
          (p) =>
            lower(p.name).includes(lower(request.term)) &&
            (!request.postalCode || p.address.postalCode === request.postalCode) &&
            (!request.city || lower(p.address.city) === lower(request.city)) &&
            (!request.registrationType || p.registrationTypes.includes(request.registrationType)),
        )
        .sort((a, b) => GERMAN.compare(a.name, b.name));
      const result = { totalCount: parties.length, parties: parties.slice(0, request.maxResults ?? 50) };
      return json({ ...success, taskId: s.taskId, createdAt: s.task.createdAt, finishedAt: s.finishedAt, result } satisfies SearchAssistantTaskResult);
    });
    this.on('POST', '/api/assistant/registered', (ctx) => {
      const request = ctx.body as RegistrationCheckRequest;
      const registered = this.ownerRegistration();
      const matches =
        request.partyKind === registered.partyKind &&
        ((request.gln && request.gln === registered.gln) || (request.name && registered.name?.toLocaleLowerCase('de').includes(request.name.toLocaleLowerCase('de')))) &&
        (!request.registrationType || registered.registrationTypes.includes(request.registrationType));
      return json(matches ? registered : example<RegistrationCheckResult>('assistant/registered-not-found'));
    });
    this.on('POST', '/api/assistant/site', (ctx) => {
      const request = ctx.body as SiteLookupRequest;
      const lower = (s: string | undefined) => s?.toLocaleLowerCase('de');
      const hits = this.register.installations.filter(
        (x) =>
          (!request.installationId || x.id === request.installationId) &&
          (!request.municipalityCode || x.site.municipalityCode === request.municipalityCode) &&
          (!request.postalCode || x.site.postalCode === request.postalCode) &&
          (!request.city || lower(x.site.city) === lower(request.city)) &&
          (!request.street || lower(x.site.street)!.includes(lower(request.street)!)) &&
          (!request.name || lower(x.name)!.includes(lower(request.name)!)) &&
          (!request.gln || siteGln(x.id) === request.gln),
      );
      return json(
        hits.slice(0, 50).map((x) => ({
          siteId: `STO-${x.site.bundeslandCode}-${x.id.slice(-6)}`,
          gln: siteGln(x.id),
          name: `${x.operator.name} – ${x.name}`,
          address: x.site,
          location: x.location,
          ...cadastralMunicipality(x.id, x.site.municipalityCode),
          installationIds: [x.id],
        })) satisfies SiteList,
      );
    });
    this.on('GET', '/api/assistant/searchPostCodeCity', (ctx) => {
      const max = Number(ctx.query.get('maxResults') ?? 20);
      return json(searchPostCodeCity(ctx.query.get('query') ?? '').slice(0, max));
    });

    // DMS containers: per installation one of its permits and one of its inspection reports (mock/server/documents.ts).
    const documentIn = (container: string, documentId: string) => {
      const installation = this.register.get(installationOfContainer(container) ?? '');
      return installation ? documentFile(installation, container, documentId) : undefined;
    };
    const documentTypes = () => example<DocumentType[]>('assistant/document-types-batch');
    this.on('GET', '/api/assistant/dmsContainer', (ctx) => {
      const installation = this.register.get(ctx.query.get('installationId') ?? '');
      return installation ? json(containersOf(installation) satisfies DmsContainerList) : notFound(ctx, 'Die Anlage ist nicht im Register.');
    });
    this.on('POST', '/api/assistant/dmsContainer', (ctx) => {
      const request = ctx.body as DmsContainerSaveRequest;
      if (ctx.visitor !== 'authority' && ctx.visitor !== 'pvp') return errorReply(403, 'forbidden', 'Nur Behördenbenutzer:innen dürfen Container speichern.', ctx.path);
      const installation = this.register.get(request.installationId);
      if (!installation) return notFound(ctx, 'Die Anlage ist nicht im Register.');
      // With containerId: that container of the installation, its title and documents replaced by the request's;
      // without: a new container. Every document named must be one of the installation's.
      const existing = request.containerId === undefined ? undefined : containersOf(installation).find((c) => c.containerId === request.containerId);
      if (request.containerId !== undefined && !existing) return notFound(ctx, 'Diesen Container gibt es zu dieser Anlage nicht.');
      const known = documentsOf(installation);
      const unknown = request.documents.find((a) => !known.some((d) => d.id === a.documentId));
      if (unknown) return notFound(ctx, `Das Dokument ${unknown.documentId} gibt es zu dieser Anlage nicht.`);
      const now = new Date().toISOString();
      const containerId = existing?.containerId ?? `DMS-C-${installation.id.slice(-6)}-${randomUUID().slice(0, 8).toUpperCase()}`;
      const documents = request.documents.map((a): DmsDocument => ({
        ...known.find((d) => d.id === a.documentId)!,
        containerId,
        documentType: a.documentType,
        ...(a.title ? { title: a.title } : {}),
      }));
      return json({ containerId, title: request.title, installationId: request.installationId, documents, createdAt: existing?.createdAt ?? now, modifiedAt: now } satisfies DmsContainer);
    });
    this.on('POST', '/api/assistant/dmsContainer/batch/resolveDocumentType', (ctx) => {
      const codes = (ctx.body as DocumentTypeBatchRequest).codes;
      return json(documentTypes().filter((t) => codes.includes(t.code)));
    });
    this.on('GET', '/api/assistant/dmsContainer/resolveDocumentType/{documentTypeCode}', (ctx) => {
      const t = documentTypes().find((x) => x.code === ctx.params[0]);
      return t ? json(t) : notFound(ctx, 'Der Dokumenttyp ist unbekannt.');
    });
    this.on('GET', '/api/assistant/dmsContainer/download/{containerId}/{documentId}', (ctx) => {
      const found = documentIn(ctx.params[0]!, ctx.params[1]!);
      if (!found) return notFound(ctx, 'Das Dokument wurde nicht gefunden.');
      return { status: 200, body: found.pdf, contentType: 'application/pdf', headers: { 'Content-Disposition': `attachment; filename="${found.document.fileName ?? 'Dokument.pdf'}"` } };
    });
    this.on('GET', '/api/assistant/dmsContainer/{containerId}/{documentId}', (ctx) => {
      const found = documentIn(ctx.params[0]!, ctx.params[1]!);
      return found ? json(found.document) : notFound(ctx, 'Das Dokument wurde nicht gefunden.');
    });
    this.on('GET', '/api/assistant/dmsContainer/{containerId}/{documentId}/{version}', (ctx) => {
      const found = documentIn(ctx.params[0]!, ctx.params[1]!);
      return found && ctx.params[2] === '1' ? json(found.document) : notFound(ctx, 'Diese Version des Dokuments gibt es nicht.');
    });

    // Reference lists: federal states from the project's geography, all political districts and
    // municipalities (Statistik Austria), the ÖNACE tree, the others as in the examples.
    this.on('GET', '/api/redalists/provinces', (ctx) =>
      json(validAt(BUNDESLAENDER.map((b) => ({ code: b.code, name: b.name, shortName: b.abbr, alternativeCode: `AT-${b.code}`, source: 'REDA' as const })), ctx.query)),
    );
    this.on('GET', '/api/redalists/politicalDistricts', (ctx) => {
      const province = ctx.query.get('provinceCode');
      const list = [...POLITICAL_DISTRICTS]
        .filter((d) => !province || d.bundeslandCode === province)
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((d) => ({ code: d.code, name: d.name, parentCode: d.bundeslandCode, source: 'REDA_SOURCE' as const }));
      return json(validAt(list, ctx.query));
    });
    this.on('GET', '/api/redalists/municipalities', (ctx) => {
      const province = ctx.query.get('provinceCode');
      const district = ctx.query.get('politicalDistrictCode');
      const list = municipalityNames().filter((m) => (!province || m.bundeslandCode === province) && (!district || m.districtCode === district)).map((m) => ({
        code: m.code,
        name: m.name,
        parentCode: m.districtCode,
        source: 'REDA_SOURCE' as const,
      }));
      return json(validAt(list, ctx.query));
    });
    this.on('GET', '/api/redalists/naceActivities', (ctx) => json(validAt(NACE_ACTIVITIES.map((e) => ({ ...e, source: 'REDA' as const })), ctx.query)));
    this.on('GET', '/api/redalists/cadastralMunicipalities', (ctx) => {
      const m = ctx.query.get('municipalityCode');
      const list = example<RedaList>('assistant/redalists-cadastral-municipalities-linz');
      return json(validAt(m ? list.filter((e) => e.parentCode === m) : list, ctx.query));
    });
    for (const [name, file] of [
      ['legalForms', 'redalists-legal-forms'],
      ['countries', 'redalists-countries'],
      ['countries/alpha2', 'redalists-countries-alpha2'],
      ['genders', 'redalists-genders'],
    ] as const) {
      this.on('GET', `/api/redalists/${name}`, (ctx) => json(validAt(example<RedaList>(`assistant/${file}`), ctx.query)));
    }

    // User groups: an authority visitor is a member of its federal state's IPPC and EDM authority groups.
    this.on('GET', '/api/usergroup/batch/{loginName}', (ctx) => {
      const login = decodeURIComponent(ctx.params[0]!);
      return json(login === authUser(ctx.visitor).loginName ? authorityGroups(ctx.visitor) : ([] satisfies UserGroupMembership[]));
    });
    this.on('GET', '/api/usergroup/{application}/{groupId}/{loginName}', (ctx) => {
      const [application, groupId, rawLogin] = ctx.params as [string, string, string];
      const login = decodeURIComponent(rawLogin);
      const membership = login === authUser(ctx.visitor).loginName ? authorityGroups(ctx.visitor).find((m) => m.application === application && m.groupId === groupId) : undefined;
      if (membership) return json(membership);
      const known = BUNDESLAND_CODES.flatMap((code) => authorityGroupsOf(code, login)).find((m) => m.application === application && m.groupId === groupId);
      return known ? json({ application: known.application, groupId: known.groupId, groupName: known.groupName, bundeslandCode: known.bundeslandCode, loginName: login, member: false, roles: [] } satisfies UserGroupMembership) : notFound(ctx, 'Die Benutzergruppe gibt es nicht.');
    });
  }

  /**
   * The registration of the company the owners act for (GLN of their user info): the operator of the
   * installation of the registration example, with the registration types and date of the assistant's example.
   */
  private ownerRegistration(): RegistrationCheckResult {
    const registration = example<RegistrationCheckResult>('assistant/registered-company');
    const operator = this.register.get(example<RegistrationCheck>('app/registration-check-registered').installationId)?.operator;
    return { ...registration, gln: OWNER_GLN, ...(operator ? { name: operator.name } : {}) };
  }

  private bvtDocument(documentId: string) {
    for (const conclusion of example<BvtList>('app/bvt-list')) {
      const document = conclusion.documents.find((d) => d.id === documentId);
      if (document) return { conclusion, document };
    }
    return undefined;
  }

  /** The server's calendar day in Austria (the test clock's, when set), as a local date for calendar arithmetic. */
  private today(): Date {
    return parseISO(austrianDay(this.serverTime().datetime));
  }

  private serverTime(): ServerTime {
    return this.testClock ? { datetime: this.testClock, testClock: true } : { datetime: new Date().toISOString(), testClock: false };
  }

  // --- dev endpoints outside the contract ------------------------------------------------------------

  private mockState(ctx: VisitorContext) {
    return {
      visitor: ctx.visitor,
      environment: ctx.environment,
      user: authUser(ctx.visitor).currentUserName ?? null,
      defaults: { visitor: this.defaults.visitor, environment: this.defaults.environment },
      visitors: VISITORS,
      environments: ENVIRONMENTS,
      installations: this.register.installations.length,
      cookies: { visitor: COOKIE_VISITOR, environment: COOKIE_ENVIRONMENT },
    };
  }

  /**
   * GET /__mock/visitor: the visitor and environment of this browser and the choices.
   * GET /__mock/visitor?visitor=owner&environment=PROD: sets them for this browser (cookies) and returns to the app.
   * POST /__mock/visitor {visitor?, environment?, scope?: "browser" | "server"}: sets them for this browser or
   * as the server's default for browsers without cookies.
   */
  private handleMock(method: string, query: URLSearchParams, body: unknown, ctx: VisitorContext): Reply {
    const params = (method === 'POST' ? (body ?? {}) : Object.fromEntries(query)) as { visitor?: string; environment?: string; scope?: string };
    const environment = params.environment?.toUpperCase();
    if (params.visitor !== undefined && !isVisitor(params.visitor)) return errorReply(400, 'bad_request', `visitor: one of ${VISITORS.join(', ')}`);
    if (environment !== undefined && !isEnvironment(environment)) return errorReply(400, 'bad_request', `environment: one of ${ENVIRONMENTS.join(', ')}`);
    const changes = params.visitor !== undefined || environment !== undefined;
    if (!changes) return json(this.mockState(ctx));
    const next: VisitorContext = { ...ctx, visitor: (params.visitor as typeof ctx.visitor | undefined) ?? ctx.visitor, environment: (environment as EnvironmentKind | undefined) ?? ctx.environment };
    if (params.scope === 'server') {
      this.defaults.visitor = next.visitor;
      this.defaults.environment = next.environment;
      return json(this.mockState(next));
    }
    const cookie = (name: string, value: string) => `${name}=${value}; Path=/; SameSite=Lax`;
    const headers = { 'Set-Cookie': [cookie(COOKIE_VISITOR, next.visitor), cookie(COOKIE_ENVIRONMENT, next.environment)] };
    if (method === 'GET') return { status: 302, headers: { ...headers, Location: `/${APP_DIR}/` } };
    return { status: 200, body: this.mockState(next), headers };
  }

  // --- HTTP ------------------------------------------------------------------------------------------------

  async handle(req: IncomingMessage, rawBody: Buffer): Promise<Reply> {
    const url = new URL(req.url ?? '/', 'http://mock.invalid');
    const ctx = visitorContext(req.headers.cookie, this.defaults);
    const contentType = String(req.headers['content-type'] ?? '');
    let body: unknown;
    if (rawBody.length > 0) {
      if (contentType.includes('application/x-www-form-urlencoded')) body = Object.fromEntries(new URLSearchParams(rawBody.toString('utf8')));
      else {
        try {
          body = JSON.parse(rawBody.toString('utf8')) as unknown;
        } catch {
          return errorReply(400, 'bad_request', 'Der Inhalt der Anfrage ist kein gültiges JSON.', url.pathname);
        }
      }
    }
    const method = (req.method ?? 'GET').toUpperCase();
    if (url.pathname === '/__mock/visitor' || url.pathname === `/${APP_DIR}/__mock/visitor`) return this.handleMock(method, url.searchParams, body, ctx);
    const tile = TILE_PATH_PATTERN.exec(url.pathname);
    if (tile && method === 'GET') return districtTile(Number(tile[1]), Number(tile[2]), Number(tile[3]));
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const m = route.pattern.exec(url.pathname);
      if (!m) continue;
      // Request forgery: where the contract requires the token, X-XSRF-TOKEN must carry the XSRF-TOKEN cookie's value.
      if (route.xsrf) {
        const token = parseCookies(req.headers.cookie)[XSRF_COOKIE];
        if (!token || req.headers[XSRF_HEADER] !== token) return errorReply(403, 'csrf_rejected', 'Die Anfrage konnte nicht bestätigt werden. Bitte laden Sie die Seite neu.', url.pathname);
      }
      // Where the contract requires the session, a request without the session cookie is refused.
      if (route.session && !parseCookies(req.headers.cookie)[SESSION_COOKIE]) return errorReply(401, 'unauthorized', 'Sie sind nicht angemeldet.', url.pathname);
      return route.handler({ ...ctx, method, path: url.pathname, query: url.searchParams, params: m.slice(1), headers: req.headers, body });
    }
    return errorReply(404, 'not_found', `Kein Endpunkt für ${method} ${url.pathname}.`, url.pathname);
  }

  /** Node request listener. */
  listener = (req: IncomingMessage, res: ServerResponse): void => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.handle(req, Buffer.concat(chunks))
        .catch((error: unknown) => errorReply(500, 'internal_error', `Interner Fehler des Mocks: ${error instanceof Error ? error.message : String(error)}`))
        .then((reply) => this.send(req, res, reply));
    });
  };

  private send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
    const headers: Record<string, string | string[]> = { 'Cache-Control': 'no-store', ...reply.headers };
    const own = [reply.headers?.['Set-Cookie'] ?? []].flat();
    // The session cookies the request lacks, unless the reply sets them itself (logout expires the session's).
    const issued = sessionCookies(req.headers.cookie, own);
    if (issued.length > 0) headers['Set-Cookie'] = [...own, ...issued];
    if (reply.body === undefined) {
      res.writeHead(reply.status, headers);
      return void res.end();
    }
    let payload: Buffer;
    if (Buffer.isBuffer(reply.body)) {
      payload = reply.body;
      const requestId = req.headers['x-ippc-mock-request'];
      if (typeof requestId === 'string') this.onBinary?.(requestId, payload);
    } else if (typeof reply.body === 'string' && reply.contentType) {
      payload = Buffer.from(reply.body, 'utf8');
    } else {
      payload = Buffer.from(JSON.stringify(reply.body), 'utf8');
    }
    headers['Content-Type'] = reply.contentType ?? 'application/json';
    headers['Content-Length'] = String(payload.length);
    res.writeHead(reply.status, headers);
    res.end(payload);
  }

  listen(port: number, host = '127.0.0.1'): Promise<Server> {
    const server = createServer(this.listener);
    // Longer than the idle time of Prism's upstream connections: the client closes an idle socket first, so
    // Prism never sends a request on a socket this server is closing.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve(server));
    });
  }

  stop(): void {
    this.tasks.stopAll();
  }
}
