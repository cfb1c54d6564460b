/**
 * The register's changes as an Atom feed (RFC 4287), as `getInstallationsFeed` describes it: one entry per
 * installation's latest change, newest first, at most FEED_LIMIT. Shared by the mock server and the example
 * generator.
 */
import type { Installation } from '../../generated/app/model';
import { STATUSES } from './domain';
import { austrianDateTime } from './opendata';

/** The newest entries a feed holds at most. */
export const FEED_LIMIT = 50;

export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

const TAG = 'tag:ippc.umweltbundesamt.at,2026:';
/** The app's pages, relative to the feed's URL (`./api/ippcInstallations/feed` in the app directory). */
const APP = '../../#/installations';

const FEED_PARAMS = [
  'query',
  'bundeslandCodes',
  'districtCodes',
  'municipalityCodes',
  'naceCodes',
  'activityCodes',
  'batConclusionCodes',
  'legalBases',
  'statuses',
  'changedSince',
  'nearLat',
  'nearLon',
  'nearRadiusKm',
] as const;

/** The parameters of the feed that were given and restrict, sorted by name (values of a key in the order given). */
function feedQuery(query: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const key of [...FEED_PARAMS].sort()) for (const value of query.getAll(key)) if (value !== '') out.append(key, value);
  return out.toString();
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** RFC 3339 in UTC without fractions (`2026-04-29T15:48:06Z`). */
const utc = (rfc3339: string) => new Date(rfc3339).toISOString().replace(/\.\d{3}Z$/, 'Z');

const statusLabel = (x: Installation) => STATUSES.find((s) => s.code === x.status)?.label ?? x.status;

function entry(x: Installation): string {
  const updated = utc(x.lastChange);
  const summary = `Betreiber: ${x.operator.name}; Haupttätigkeit: ${x.mainActivity.code} ${x.mainActivity.label}; Status: ${statusLabel(x)}; geändert am ${austrianDateTime(x.lastChange)}`;
  return [
    '  <entry>',
    `    <id>${escapeXml(`${TAG}installation/${x.id}/${updated}`)}</id>`,
    `    <title>${escapeXml(`${x.name} (${x.site.city}) geändert`)}</title>`,
    `    <updated>${updated}</updated>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(`${APP}/${x.id}`)}"/>`,
    `    <category term="${escapeXml(x.site.bundeslandCode)}" label="${escapeXml(x.site.bundeslandName)}"/>`,
    `    <summary>${escapeXml(summary)}</summary>`,
    '  </entry>',
  ].join('\n');
}

/**
 * The feed document. `installations`: the matching ones in the search's order by `lastChange` descending
 * (only the first FEED_LIMIT are written); `query`: the request's parameters; `lastUpdate`: the register's
 * last update, the feed's `updated` when nothing matches.
 */
export function toAtomFeed(installations: readonly Installation[], query: URLSearchParams, lastUpdate: string): string {
  const kept = installations.slice(0, FEED_LIMIT);
  const params = feedQuery(query);
  const updated = utc(kept[0]?.lastChange ?? lastUpdate);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de-AT">',
    `  <id>${escapeXml(`${TAG}feed${params ? `?${params}` : ''}`)}</id>`,
    '  <title>IPPC-Anlagenregister Österreich – Änderungen</title>',
    `  <subtitle>Neue und geänderte Anlagen${params ? ', gefiltert' : ''}</subtitle>`,
    `  <updated>${updated}</updated>`,
    '  <author>',
    '    <name>IPPC-Anlagenregister Österreich</name>',
    '  </author>',
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`feed${params ? `?${params}` : ''}`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${APP}"/>`,
    ...kept.map(entry),
    '</feed>',
    '',
  ].join('\n');
}
