/**
 * Deterministic generator of a plausible register of IPPC installations.
 *
 * Fictitious operators and installation names (built from the made-up words "Muster", "Beispiel"
 * and "Alpenland"; never real company names), real geography (a real municipality of a real district,
 * its postcode, coordinates close to the municipality centre), IED Annex I activities with matching
 * NACE codes, BAT conclusions and Austrian legal basis, permits with reference numbers, and
 * environmental inspections following IED Art. 23 (site visit every 1 to 3 years depending on risk,
 * report published within 4 months).
 *
 * `generateInstallations(n)` is a prefix of `generateInstallations(m)` for n < m (same seed): each
 * installation draws from its own random stream, and states and districts are assigned by a fixed
 * sequence. No clock and no Math.random are used.
 */
import type {
  Activity,
  BatApplicability,
  BranchStats,
  CompetentAuthority,
  Inspection,
  Installation,
  InstallationStatus,
  InstallationSummary,
  LegalBasis,
  Operator,
  Permit,
  GisFeatureCollection,
  StatusChange,
} from '../../generated/app/model';
import {
  ACTIVITY_CATEGORIES,
  ACTIVITY_PROFILES,
  activityByCode,
  batByCode,
  reconsiderationDeadline,
  type ActivityProfile,
  type FacilityVariant,
} from './domain';
import { austrianDay } from './opendata';
import { municipalityShape, pointIn } from '../../mock/geo/municipalities';
import { adaptationDeadlines, openDeadlines } from '../../src/state/adaptation';
import {
  BUNDESLAENDER,
  DISTRICTS,
  bundeslandByCode,
  distanceKm,
  type District,
  type Municipality,
} from './geography';

/** The register's data are as of this day; no event lies after it. */
export const DATASET_AS_OF = '2026-04-30';

// ---------------------------------------------------------------------------------------------
// Random numbers

/** mulberry32: small, fast, deterministic 32-bit PRNG. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes seed and index into a well-spread 32-bit seed. */
function streamSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from empty list');
    return item;
  }
  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    const total = items.reduce((s, x) => s + weight(x), 0);
    let r = this.next() * total;
    for (const item of items) {
      r -= weight(item);
      if (r < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('weighted pick from empty list');
    return last;
  }
  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Dates (calendar arithmetic in UTC, from fixed dates only)

const DAY_MS = 86_400_000;
const toDay = (iso: string): number => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
const fromDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
const AS_OF_DAY = toDay(DATASET_AS_OF);
const yearOf = (day: number): number => Number(fromDay(day).slice(0, 4));

// ---------------------------------------------------------------------------------------------
// Names (fictitious)

const FANTASY_PREFIXES = ['Muster', 'Beispiel'] as const;
const FANTASY_SUFFIXES = ['', 'tal', 'berg', 'feld', 'au', 'hof', 'bach', 'egg', 'stein', 'wald', 'grund', 'leiten', 'moos', 'brunn', 'wiesen'] as const;
/** "Muster", "Mustertal", … "Beispielwiesen", "Alpenland": made-up words, not places or companies. */
const FANTASY_WORDS: readonly string[] = [
  ...FANTASY_PREFIXES.flatMap((p) => FANTASY_SUFFIXES.map((s) => p + s)),
  'Alpenland',
];

const LEGAL_FORMS: readonly { form: string; weight: number }[] = [
  { form: 'GmbH', weight: 60 },
  { form: 'AG', weight: 10 },
  { form: 'GmbH & Co KG', weight: 20 },
  { form: 'KG', weight: 10 },
];
const FARM_LEGAL_FORMS: readonly { form: string; weight: number }[] = [
  { form: 'KG', weight: 35 },
  { form: 'OG', weight: 25 },
  { form: 'GmbH', weight: 40 },
];

const SITE_STREETS = [
  'Industriestraße', 'Gewerbestraße', 'Werksstraße', 'Fabriksstraße', 'Industriezeile', 'Betriebsstraße',
  'Gewerbepark', 'Hafenstraße', 'Bahnhofstraße', 'Kraftwerkstraße', 'Lagerhausstraße', 'Mühlenweg',
] as const;
const FARM_STREETS = ['Feldweg', 'Am Anger', 'Hofzufahrt', 'Wiesenweg', 'Bergstraße', 'Dorfstraße'] as const;
const OFFICE_STREETS = ['Hauptplatz', 'Hauptstraße', 'Stadtplatz', 'Ringstraße', 'Linzer Straße', 'Kirchengasse', 'Bahnhofplatz'] as const;

const FOREIGN_SEATS = [
  { city: 'München', postalCode: '80335', country: 'DE' },
  { city: 'Passau', postalCode: '94032', country: 'DE' },
  { city: 'Stuttgart', postalCode: '70173', country: 'DE' },
  { city: 'Zürich', postalCode: '8005', country: 'CH' },
] as const;

// ---------------------------------------------------------------------------------------------
// Assignment of states and districts (fixed sequences, independent of the count)

/** Smooth weighted round robin over the states: exact proportions, well interleaved. */
function stateSequence(count: number): string[] {
  const current = new Map<string, number>(BUNDESLAENDER.map((b) => [b.code, 0]));
  const total = BUNDESLAENDER.reduce((s, b) => s + b.weight, 0);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let best = '';
    let bestValue = -Infinity;
    for (const b of BUNDESLAENDER) {
      const v = (current.get(b.code) ?? 0) + b.weight;
      current.set(b.code, v);
      if (v > bestValue) {
        bestValue = v;
        best = b.code;
      }
    }
    current.set(best, bestValue - total);
    out.push(best);
  }
  return out;
}

/** Districts of each state in a seeded order; the n-th installation of a state takes the next one. */
function districtOrders(seed: number): Map<string, District[]> {
  const rng = new Rng(streamSeed(seed, 1_000_000_007));
  const orders = new Map<string, District[]>();
  for (const b of BUNDESLAENDER) {
    const list = DISTRICTS.filter((d) => d.bundeslandCode === b.code);
    for (let i = list.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      const a = list[i]!;
      list[i] = list[j]!;
      list[j] = a;
    }
    orders.set(b.code, list);
  }
  return orders;
}

const eligibleCache = new Map<string, { profile: ActivityProfile; weight: number }[]>();

function eligibleProfiles(district: District): { profile: ActivityProfile; weight: number }[] {
  const cached = eligibleCache.get(district.code);
  if (cached) return cached;
  const list = ACTIVITY_PROFILES.filter((p) => (district.urban ? p.urban : true) && (!p.districts || p.districts.includes(district.code))).map(
    (profile) => ({
      profile,
      // A profile limited to a few districts keeps its overall share by weighing more there.
      weight: profile.districts ? (profile.weight * DISTRICTS.length) / (profile.districts.length * 1.5) : profile.weight,
    }),
  );
  eligibleCache.set(district.code, list);
  return list;
}

// ---------------------------------------------------------------------------------------------
// Parts of an installation

/**
 * A point inside the municipality's real boundary. It draws from a stream of its own, seeded by two draws
 * of the installation's stream, so that the installation's other attributes do not depend on how many
 * tries the point took.
 */
function placeIn(rng: Rng, m: Municipality): { lat: number; lon: number } {
  const own = new Rng(streamSeed(Math.floor(rng.float() * 2 ** 32), Math.floor(rng.float() * 2 ** 32)));
  return pointIn(municipalityShape(m.code), () => own.float());
}

function authorityFor(legalBasis: LegalBasis, district: District): CompetentAuthority {
  const land = bundeslandByCode(district.bundeslandCode);
  switch (legalBasis) {
    case 'AWG':
      return { name: land.landeshauptmann, kind: 'LANDESHAUPTMANN' };
    case 'LANDESRECHT':
      return { name: land.landesregierung, kind: 'LANDESREGIERUNG' };
    default:
      return district.authority;
  }
}

const AWG_PREFIX: Record<string, string> = {
  '1': 'A4/AWG', '2': 'KLR8-AWG', '3': 'WST1-UG', '4': 'AUWR', '5': '205-AWG', '6': 'ABT13-AWG', '7': 'U-AWG', '8': 'IVe-AWG', '9': 'MA22-AWG',
};

function referenceNumber(rng: Rng, legalBasis: LegalBasis, district: District, year: number): string {
  const n = rng.int(1, 40);
  const num = rng.digits(6);
  if (legalBasis === 'AWG') return `${AWG_PREFIX[district.bundeslandCode] ?? 'AWG'}-${String(year)}-${num}/${String(n)}`;
  if (legalBasis === 'LANDESRECHT') return `${bundeslandByCode(district.bundeslandCode).abbr}-IPPC-${String(year)}-${num}/${String(n)}`;
  if (district.bundeslandCode === '9') return `MBA ${String(Number(district.code.slice(1)))} – ${num}/${String(year)}`;
  if (district.urban) return `MAG${district.abbr}-GewA-${String(year)}-${num}/${String(n)}`;
  return `BH${district.abbr}-${String(year)}-${num}/${String(n)}`;
}

const CHANGE_TITLES = [
  'Änderungsgenehmigung – Erweiterung der Produktionskapazität',
  'Änderungsgenehmigung – Errichtung einer Abgasreinigungsanlage',
  'Genehmigung einer wesentlichen Änderung',
  'Änderungsgenehmigung – Austausch der Feuerungsanlage',
  'Feststellungsbescheid – Anlagenänderung ohne Genehmigungspflicht',
  'Änderungsgenehmigung – Abwasservorreinigung',
] as const;
const FARM_CHANGE_TITLES = [
  'Änderungsgenehmigung – Erweiterung der Stallanlage',
  'Änderungsgenehmigung – Abluftreinigung (Abluftwäscher)',
  'Änderungsgenehmigung – Güllelager mit Abdeckung',
] as const;

function buildPermits(
  rng: Rng,
  id: string,
  legalBasis: LegalBasis,
  district: District,
  authority: CompetentAuthority,
  status: InstallationStatus,
  bat: readonly BatApplicability[],
  farm: boolean,
): { permits: Permit[]; firstDay: number } {
  const count = status === 'IN_ERRICHTUNG' ? 1 : rng.weighted([1, 2, 3, 4], (n) => [20, 35, 30, 15][n - 1] ?? 0);
  const firstDay =
    status === 'IN_ERRICHTUNG'
      ? toDay('2023-06-01') + rng.int(0, 650)
      : toDay(farm ? '1998-01-01' : '1975-01-01') + rng.int(0, (farm ? 17 : 38) * 365);
  const events: { day: number; title: string; adapts?: string }[] = [
    { day: firstDay, title: status === 'IN_ERRICHTUNG' ? 'Genehmigungsbescheid – Errichtung' : 'Genehmigungsbescheid – Errichtung und Betrieb' },
  ];
  const main = bat[0];
  if (count > 1 && main) {
    const published = toDay(main.publishedOn);
    const deadline = toDay(main.reconsiderationDeadline);
    const day = Math.max(published + 200, firstDay + 100) + rng.int(0, Math.max(30, deadline - published - 260));
    if (day < AS_OF_DAY - 20) events.push({ day, title: `Anpassung an den Stand der Technik (bvT-Schlussfolgerungen ${main.code})`, adapts: main.code });
  }
  while (events.length < count) {
    const day = firstDay + rng.int(200, Math.max(400, AS_OF_DAY - 30 - firstDay));
    events.push({ day, title: rng.pick(farm ? FARM_CHANGE_TITLES : CHANGE_TITLES) });
  }
  events.sort((a, b) => b.day - a.day);
  const permits = events.map((e, k): Permit => {
    const permit: Permit = {
      id: `${id}-P${String(events.length - k)}`,
      title: e.title,
      issuedOn: fromDay(e.day),
      reference: referenceNumber(rng, legalBasis, district, yearOf(e.day)),
      authority: authority.name,
    };
    if (e.day > toDay('2005-01-01') || rng.chance(0.4)) permit.documentId = `DMS-${rng.digits(8)}`;
    if (e.adapts) permit.adaptsToBatConclusions = [e.adapts];
    return permit;
  });
  return { permits, firstDay };
}

function buildInspections(rng: Rng, id: string, status: InstallationStatus, firstDay: number, endDay: number): Inspection[] {
  if (status === 'IN_ERRICHTUNG') return [];
  // Risk category → interval between routine site visits (IED Art. 23(4): 1 to 3 years).
  const intervalYears = rng.weighted([1, 2, 3], (y) => [25, 40, 35][y - 1] ?? 0);
  const interval = intervalYears * 365;
  const max = rng.weighted([0, 1, 2, 3, 4, 5], (n) => [4, 14, 24, 26, 18, 14][n] ?? 0);
  const days: { day: number; kind: Inspection['kind'] }[] = [];
  let day = endDay - rng.int(15, Math.min(interval, 540));
  // Inspection plans under the IED apply from 2013 on; the register lists visits since then.
  const earliest = Math.max(firstDay + 180, toDay('2013-01-07'));
  while (days.length < max && day >= earliest) {
    days.push({ day, kind: 'ROUTINE' });
    if (days.length < max && rng.chance(0.12)) {
      // An occasion-based inspection (complaint, incident) between two routine visits.
      const extra = day - rng.int(60, Math.max(90, interval - 60));
      if (extra >= earliest) days.push({ day: extra, kind: 'ANLASSBEZOGEN' });
    }
    day -= interval + rng.int(-45, 45);
  }
  days.sort((a, b) => b.day - a.day);
  return days.map((v, k): Inspection => {
    const inspection: Inspection = { id: `${id}-I${String(days.length - k)}`, date: fromDay(v.day), kind: v.kind };
    // Report made public within four months (IED Art. 23(6)); recent ones may still be pending.
    const published = v.day + rng.int(21, 118);
    if (published <= AS_OF_DAY) {
      inspection.reportPublishedOn = fromDay(published);
      inspection.reportDocumentId = `DMS-${rng.digits(8)}`;
    }
    return inspection;
  });
}

function batApplicability(code: string): BatApplicability {
  const b = batByCode(code);
  return {
    code: b.code,
    title: b.title,
    decision: b.decision,
    publishedOn: b.adoptedOn,
    reconsiderationDeadline: reconsiderationDeadline(b.adoptedOn),
  };
}

function timestamp(rng: Rng, day: number): string {
  const hh = String(rng.int(6, 17)).padStart(2, '0');
  const mm = String(rng.int(0, 59)).padStart(2, '0');
  const ss = String(rng.int(0, 59)).padStart(2, '0');
  return `${fromDay(day)}T${hh}:${mm}:${ss}Z`;
}

const seatCache = new Map<string, District[]>();
/** Districts where an operator of an installation in the given state may have its seat. */
function seatDistricts(stateCode: string): District[] {
  let list = seatCache.get(stateCode);
  if (!list) {
    list = DISTRICTS.filter((d) => d.bundeslandCode === stateCode || d.bundeslandCode === '9');
    seatCache.set(stateCode, list);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------

export function generateInstallations(count: number, seed = 1): Installation[] {
  const states = stateSequence(count);
  const orders = districtOrders(seed);
  const perState = new Map<string, number>();
  const usedNames = new Set<string>();
  const out: Installation[] = [];

  for (let i = 0; i < count; i++) {
    const rng = new Rng(streamSeed(seed, i));
    const id = `AT-IPPC-${String(i + 1).padStart(6, '0')}`;
    const stateCode = states[i]!;
    const n = perState.get(stateCode) ?? 0;
    perState.set(stateCode, n + 1);
    const order = orders.get(stateCode)!;
    const district = order[n % order.length]!;
    const land = bundeslandByCode(stateCode);

    const municipality = rng.weighted(district.municipalities, (m) => (m === district.municipalities[0] ? 2 : 1));
    const location = placeIn(rng, municipality);

    const { profile } = rng.weighted(eligibleProfiles(district), (x) => x.weight);
    const variant: FacilityVariant = rng.pick(profile.variants);
    const farm = profile.code === '6.6';
    const legalBasis: LegalBasis =
      profile.alternative && rng.chance(profile.alternative.share) ? profile.alternative.legalBasis : profile.legalBasis;
    const authority = authorityFor(legalBasis, district);

    const mainActivity: Activity = { ...activityByCode(profile.code) };
    const furtherActivities: Activity[] = profile.further
      .filter((code) => code !== profile.code && rng.chance(0.25))
      .map((code) => ({ ...activityByCode(code) }));

    const batCodes = [...variant.bat];
    for (const a of furtherActivities) {
      if (a.code === '1.1' && !batCodes.includes('LCP')) batCodes.push('LCP');
      if (a.code === '5.2' && !batCodes.includes('WI')) batCodes.push('WI');
      if ((a.code === '5.1' || a.code === '5.5') && !batCodes.includes('WT')) batCodes.push('WT');
    }
    const batConclusions = batCodes.map(batApplicability);

    const status: InstallationStatus = rng.weighted(['IN_BETRIEB', 'IN_ERRICHTUNG', 'STILLGELEGT'] as const, (s) =>
      s === 'IN_BETRIEB' ? 92 : 4,
    );

    // Names
    const fantasy = rng.pick(FANTASY_WORDS);
    let name = `${variant.facility} ${fantasy}`;
    if (usedNames.has(name)) name = `${variant.facility} ${fantasy} ${municipality.name}`;
    for (let k = 2; usedNames.has(name); k++) name = `${variant.facility} ${fantasy} ${municipality.name} ${String(k)}`;
    usedNames.add(name);
    const legalForm = rng.weighted(farm ? FARM_LEGAL_FORMS : LEGAL_FORMS, (f) => f.weight).form;

    const siteStreet = `${rng.pick(farm ? FARM_STREETS : SITE_STREETS)} ${String(rng.int(1, farm ? 40 : 120))}`;
    let operator: Operator;
    const seatRoll = rng.float();
    if (farm || seatRoll < 0.7) {
      operator = { name: `${fantasy} ${variant.branch} ${legalForm}`, street: siteStreet, postalCode: municipality.postalCode, city: municipality.name, country: 'AT' };
    } else if (seatRoll < 0.96) {
      const seatDistrict = rng.pick(seatDistricts(stateCode));
      const seat = seatDistrict.municipalities[0]!;
      operator = {
        name: `${fantasy} ${variant.branch} ${legalForm}`,
        street: `${rng.pick(OFFICE_STREETS)} ${String(rng.int(1, 60))}`,
        postalCode: seat.postalCode,
        city: seat.name.replace(/^Wien-.*/, 'Wien'),
        country: 'AT',
      };
    } else {
      const seat = rng.pick(FOREIGN_SEATS);
      operator = {
        name: `${fantasy} ${variant.branch} ${seat.country === 'DE' ? 'GmbH' : 'AG'}`,
        street: `${rng.pick(OFFICE_STREETS)} ${String(rng.int(1, 60))}`,
        postalCode: seat.postalCode,
        city: seat.city,
        country: seat.country,
      };
    }

    const closureDay = status === 'STILLGELEGT' ? AS_OF_DAY - rng.int(60, 5 * 365) : AS_OF_DAY;
    const { permits, firstDay } = buildPermits(rng, id, legalBasis, district, authority, status, batConclusions, farm);
    const inspections = buildInspections(rng, id, status, firstDay, closureDay);

    // Statuses: in operation (or under construction) since the first permit; a closure after every permit.
    const closedOn = Math.max(closureDay, ...permits.map((p) => toDay(p.issuedOn) + 1));
    const statusChanges: StatusChange[] =
      status === 'STILLGELEGT'
        ? [
            { status: 'IN_BETRIEB', since: fromDay(firstDay) },
            { status: 'STILLGELEGT', since: fromDay(closedOn) },
          ]
        : [{ status, since: fromDay(firstDay) }];

    // Last change: a day in 2024–2026, not before the latest published event.
    const events = [
      ...statusChanges.map((c) => toDay(c.since)),
      ...permits.map((p) => toDay(p.issuedOn)),
      ...inspections.flatMap((x) => (x.reportPublishedOn ? [toDay(x.reportPublishedOn)] : [])),
    ];
    const lastChangeDay = Math.min(AS_OF_DAY, Math.max(toDay('2024-01-08') + rng.int(0, AS_OF_DAY - toDay('2024-01-08')), ...events));

    out.push({
      id,
      name,
      operator,
      site: {
        street: siteStreet,
        postalCode: municipality.postalCode,
        city: municipality.name.replace(/^Wien-.*/, 'Wien'),
        municipalityCode: municipality.code,
        municipalityName: municipality.name,
        districtCode: district.code,
        districtName: district.name,
        bundeslandCode: land.code,
        bundeslandName: land.name,
      },
      location,
      mainActivity,
      furtherActivities,
      naceCode: { ...variant.nace },
      authority: { ...authority },
      legalBasis,
      status,
      permits,
      batConclusions,
      inspections,
      statusChanges,
      lastChange: timestamp(rng, lastChangeDay),
    });
  }
  return out;
}

/** The list view of an installation (schema InstallationSummary). */
export function toSummary(x: Installation): InstallationSummary {
  return {
    id: x.id,
    name: x.name,
    operatorName: x.operator.name,
    site: x.site,
    mainActivity: x.mainActivity,
    status: x.status,
    legalBasis: x.legalBasis,
    location: x.location,
    lastChange: x.lastChange,
    ...withAdaptationDeadline(openDeadlines(x)[0]),
  };
}

const withAdaptationDeadline = (deadline: string | undefined) => (deadline ? { adaptationDeadline: deadline } : {});

// ---------------------------------------------------------------------------------------------
// Queries over a generated register (shared by the example generator and the mock server)

export interface RegisterFilter {
  query?: string;
  bundeslandCodes?: readonly string[];
  districtCodes?: readonly string[];
  municipalityCodes?: readonly string[];
  activityCodes?: readonly string[];
  naceCodes?: readonly string[];
  batConclusionCodes?: readonly string[];
  legalBases?: readonly string[];
  statuses?: readonly string[];
  adaptationDeadlines?: readonly string[];
  near?: NearFilter;
  /** `YYYY-MM-DD`: lastChange on that day in Austria or later. */
  changedSince?: string;
}

/** The radius criterion: installations whose location is at most radiusKm (great circle) from the point. */
interface NearFilter {
  lat: number;
  lon: number;
  radiusKm: number;
}

/** Within the radius (boundary included). */
const isNear = (location: { lat: number; lon: number }, near: NearFilter): boolean => distanceKm(near, location) <= near.radiusKm;

const nonEmpty = (xs: readonly string[] | undefined): xs is readonly string[] => xs !== undefined && xs.length > 0;

/** Vienna as a whole, the political district 900, holds its 23 districts 901–923 (a site names one of those). */
const VIENNA_DISTRICT = '900';
const districtWithin = (district: string, wanted: string): boolean => district === wanted || (wanted === VIENNA_DISTRICT && /^9(0[1-9]|1[0-9]|2[0-3])$/.test(district));

/** An activity filter entry is an Annex I number ("3.1") or a category ("3"). */
const activityMatches = (code: string, wanted: string): boolean => code === wanted || code.startsWith(`${wanted}.`);

/** An ÖNACE class (23.51) lies within itself, its group (23.5) and its division (23). */
const naceWithin = (nace: string, wanted: string): boolean =>
  nace === wanted || (/^[0-9]{2}$/.test(wanted) && nace.startsWith(`${wanted}.`)) || (/^[0-9]{2}\.[0-9]$/.test(wanted) && nace.startsWith(wanted));

/** `today`: the server's calendar day (for `adaptationDeadlines`). */
export function matchesFilter(x: Installation, f: RegisterFilter, today = new Date()): boolean {
  if (f.query && f.query.trim() !== '') {
    const haystack = [x.id, x.name, x.operator.name, x.site.city, x.site.municipalityName].join(' ').toLocaleLowerCase('de');
    if (!f.query.toLocaleLowerCase('de').trim().split(/\s+/).every((w) => haystack.includes(w))) return false;
  }
  if (nonEmpty(f.bundeslandCodes) && !f.bundeslandCodes.includes(x.site.bundeslandCode)) return false;
  if (nonEmpty(f.districtCodes) && !f.districtCodes.some((code) => districtWithin(x.site.districtCode, code))) return false;
  if (nonEmpty(f.municipalityCodes) && !f.municipalityCodes.includes(x.site.municipalityCode)) return false;
  if (nonEmpty(f.naceCodes) && !f.naceCodes.some((code) => naceWithin(x.naceCode.code, code))) return false;
  if (nonEmpty(f.activityCodes)) {
    const codes = [x.mainActivity.code, ...x.furtherActivities.map((a) => a.code)];
    if (!f.activityCodes.some((w) => codes.some((c) => activityMatches(c, w)))) return false;
  }
  if (nonEmpty(f.batConclusionCodes) && !x.batConclusions.some((b) => f.batConclusionCodes!.includes(b.code))) return false;
  if (nonEmpty(f.legalBases) && !f.legalBases.includes(x.legalBasis)) return false;
  if (nonEmpty(f.statuses) && !f.statuses.includes(x.status)) return false;
  if (nonEmpty(f.adaptationDeadlines)) {
    const states = adaptationDeadlines(x, today);
    if (!f.adaptationDeadlines.some((state) => states.has(state as 'MISSED' | 'DUE'))) return false;
  }
  if (f.near && !isNear(x.location, f.near)) return false;
  if (f.changedSince && austrianDay(x.lastChange) < f.changedSince) return false;
  return true;
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

/** Sorts by installation name (German collation), then id. */
export function byName(a: Installation, b: Installation): number {
  return collator.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** Counts per Annex I category of the main activity and per Bundesland (all entries, zeros included). */
export function branchStats(xs: readonly Installation[]): BranchStats {
  return {
    total: xs.length,
    byActivityCategory: ACTIVITY_CATEGORIES.map((c) => ({
      code: c.code,
      label: c.label,
      count: xs.filter((x) => x.mainActivity.code.split('.')[0] === c.code).length,
    })),
    byBundesland: BUNDESLAENDER.map((b) => ({
      code: b.code,
      label: b.name,
      count: xs.filter((x) => x.site.bundeslandCode === b.code).length,
    })),
  };
}

/** Map data: one point feature per installation, coordinates [lon, lat]. */
export function toGisFeatureCollection(xs: readonly Installation[]): GisFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: xs.map((x) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [x.location.lon, x.location.lat] },
      properties: { id: x.id, name: x.name, mainActivityCode: x.mainActivity.code, status: x.status },
    })),
  };
}
