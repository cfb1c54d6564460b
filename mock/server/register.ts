/**
 * The register the mock serves: the committed dataset (320 installations) or, with MOCK_INSTALLATIONS, that
 * many generated deterministically by scripts/examples (the first 320 are the committed ones). Searching is
 * linear over precomputed search texts and walks a precomputed order per sort field, so a search over
 * 10,000 installations stays in the low milliseconds (mock/bench.ts measures it).
 */
import {
  branchStats,
  byName,
  generateInstallations,
  matchesFilter,
  toGisFeatureCollection,
  toSummary,
  type RegisterFilter,
} from '../../scripts/examples/installations';
import { deadlinesWithin, dueWindow, openDeadlines } from '../../src/state/adaptation';
import { FEED_LIMIT, toAtomFeed } from '../../scripts/examples/feed';
import { austrianDay } from '../../scripts/examples/opendata';
import { example, exampleFile } from './examples';
import type {
  BranchStatsResult,
  GisResult,
  Installation,
  InstallationFilter,
  LastUpdateResult,
  RegistrationCheck,
  SearchRequest,
  SearchResult,
  SortDirection,
  SortField,
} from './types';

export const DEFAULT_INSTALLATIONS = 320;
export const SORT_FIELDS: readonly SortField[] = ['name', 'operatorName', 'city', 'districtName', 'bundeslandName', 'mainActivity', 'status', 'lastChange', 'adaptationDeadline'];

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

const STATUS_ORDER: Record<Installation['status'], number> = { IN_BETRIEB: 0, IN_ERRICHTUNG: 1, STILLGELEGT: 2 };

const sortKey: Record<SortField, (x: Installation) => string> = {
  name: (x) => x.name,
  operatorName: (x) => x.operator.name,
  city: (x) => x.site.city,
  districtName: (x) => x.site.districtName,
  bundeslandName: (x) => x.site.bundeslandName,
  mainActivity: (x) => x.mainActivity.code,
  status: (x) => String(STATUS_ORDER[x.status]),
  lastChange: (x) => x.lastChange,
  // Without an open deadline: later than every date.
  adaptationDeadline: (x) => openDeadlines(x)[0] ?? '9999-12-31',
};

function installationCountFromEnv(value = process.env.MOCK_INSTALLATIONS): number {
  if (value === undefined || value === '') return DEFAULT_INSTALLATIONS;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 999_999) throw new Error(`MOCK_INSTALLATIONS must be a whole number from 1 to 999999, not "${value}"`);
  return n;
}

/** The committed dataset for the default size (and its prefixes); generated for other sizes. */
export function loadInstallations(count: number): Installation[] {
  if (count <= DEFAULT_INSTALLATIONS) return exampleFile<Installation[]>('dataset/installations.json').slice(0, count);
  return generateInstallations(count);
}

export interface SearchOptions {
  /** Ids the signed-in owner is registered for (onlyOwn); undefined for visitors who own nothing. */
  ownedIds?: ReadonlySet<string>;
  /** The server's calendar day in Austria (the criterion `adaptationDeadlines`); the machine's day when not given. */
  today?: Date;
}

export class Register {
  readonly installations: readonly Installation[];
  private readonly byId = new Map<string, Installation>();
  private readonly texts: string[];
  /** Per installation its reconsideration deadlines no permit adapts to, earliest first. */
  private readonly openDeadlines: string[][];
  /** The calendar day in Austria of each lastChange (`YYYY-MM-DD`), for changedSince. */
  private readonly changeDays: string[];
  /** The order of each sort field and direction (`name:asc`); ties by name ascending, then id, in both directions. */
  private readonly orders = new Map<string, Int32Array>();
  readonly lastUpdate: string;

  constructor(installations: readonly Installation[]) {
    this.installations = installations;
    for (const x of installations) this.byId.set(x.id, x);
    // Same text as matchesFilter searches (id, name, operator, Ort, Gemeinde), lower-cased once.
    this.texts = installations.map((x) => [x.id, x.name, x.operator.name, x.site.city, x.site.municipalityName].join(' ').toLocaleLowerCase('de'));
    this.openDeadlines = installations.map(openDeadlines);
    this.changeDays = installations.map((x) => austrianDay(x.lastChange));
    for (const field of SORT_FIELDS) for (const direction of ['asc', 'desc'] as const) this.orders.set(`${field}:${direction}`, this.sortOrder(field, direction));
    this.lastUpdate = installations.reduce((max, x) => (x.lastChange > max ? x.lastChange : max), '1970-01-01T00:00:00Z');
  }

  static fromEnv(): Register {
    return new Register(loadInstallations(installationCountFromEnv()));
  }

  private sortOrder(field: SortField, direction: SortDirection): Int32Array {
    const key = sortKey[field];
    const keys = this.installations.map(key);
    const indices = Array.from(this.installations, (_, i) => i);
    const sign = direction === 'asc' ? 1 : -1;
    indices.sort((a, b) => {
      const xa = this.installations[a]!;
      const xb = this.installations[b]!;
      if (field === 'name') return sign * byName(xa, xb);
      return sign * collator.compare(keys[a]!, keys[b]!) || byName(xa, xb);
    });
    return Int32Array.from(indices);
  }

  get(id: string): Installation | undefined {
    return this.byId.get(id);
  }

  /** A mask of the installations matching the filter (matchesFilter's rules; the text precomputed). */
  private matching(filter: InstallationFilter, options: SearchOptions): Uint8Array {
    const mask = new Uint8Array(this.installations.length);
    const words = (filter.query ?? '').toLocaleLowerCase('de').trim().split(/\s+/).filter((w) => w !== '');
    const rest: RegisterFilter = { ...filter, query: undefined, adaptationDeadlines: undefined, changedSince: undefined };
    const wanted = filter.adaptationDeadlines ?? [];
    const window = dueWindow(options.today ?? new Date());
    const since = filter.changedSince;
    const restrictsMore = rest.near !== undefined || Object.values(rest).some((v) => Array.isArray(v) && v.length > 0);
    if (filter.onlyOwn && !options.ownedIds) return mask;
    for (let i = 0; i < this.installations.length; i++) {
      const x = this.installations[i]!;
      if (filter.onlyOwn && !options.ownedIds!.has(x.id)) continue;
      if (since && this.changeDays[i]! < since) continue;
      if (words.length > 0) {
        const text = this.texts[i]!;
        if (!words.every((w) => text.includes(w))) continue;
      }
      if (wanted.length > 0) {
        const states = deadlinesWithin(this.openDeadlines[i]!, window);
        if (!wanted.some((state) => states.has(state))) continue;
      }
      if (restrictsMore && !matchesFilter(x, rest)) continue;
      mask[i] = 1;
    }
    return mask;
  }

  filter(filter: InstallationFilter, options: SearchOptions = {}, field: SortField = 'name', direction: SortDirection = 'asc'): Installation[] {
    const mask = this.matching(filter, options);
    const order = this.orders.get(`${field}:${direction}`)!;
    const out: Installation[] = [];
    for (let k = 0; k < order.length; k++) if (mask[order[k]!]) out.push(this.installations[order[k]!]!);
    return out;
  }

  search(request: SearchRequest, options: SearchOptions = {}): SearchResult {
    const field = request.sort?.field ?? 'name';
    const direction = request.sort?.direction ?? 'asc';
    const mask = this.matching(request.filter, options);
    const order = this.orders.get(`${field}:${direction}`)!;
    const from = request.page * request.pageSize;
    const to = from + request.pageSize;
    const items: SearchResult['items'] = [];
    let total = 0;
    const n = order.length;
    for (let k = 0; k < n; k++) {
      const i = order[k]!;
      if (!mask[i]) continue;
      if (total >= from && total < to) items.push(toSummary(this.installations[i]!));
      total++;
    }
    return { total, page: request.page, pageSize: request.pageSize, items };
  }

  gis(filter: InstallationFilter, options: SearchOptions = {}): GisResult {
    return toGisFeatureCollection(this.filter(filter, options));
  }

  stats(filter: InstallationFilter, options: SearchOptions = {}): BranchStatsResult {
    return branchStats(this.filter(filter, options));
  }

  /** The Atom feed of the matching installations' changes: newest first, at most FEED_LIMIT entries. */
  /** `today`: the server's day, for `adaptationDeadlines` (no `onlyOwn`: a feed belongs to no user). */
  feed(filter: InstallationFilter, query: URLSearchParams, today?: Date): string {
    const mask = this.matching(filter, { today });
    const order = this.orders.get('lastChange:desc')!;
    const newest: Installation[] = [];
    for (let k = 0; k < order.length && newest.length < FEED_LIMIT; k++) if (mask[order[k]!]) newest.push(this.installations[order[k]!]!);
    return toAtomFeed(newest, query, this.lastUpdate);
  }

  lastUpdateResult(): LastUpdateResult {
    return { lastUpdate: this.lastUpdate };
  }

  /**
   * The installations a registered owner is registered for: the installation of the registration example
   * (openapi/examples/app/registration-check-registered.json) and every 40th, shifted per user name.
   */
  ownedBy(username: string): Set<string> {
    const owned = new Set<string>();
    const registered = example<RegistrationCheck>('app/registration-check-registered').installationId;
    if (this.byId.has(registered)) owned.add(registered);
    let shift = 0;
    for (const ch of username) shift = (shift * 31 + ch.charCodeAt(0)) % 40;
    for (let i = shift; i < this.installations.length; i += 40) owned.add(this.installations[i]!.id);
    return owned;
  }
}
