import type { GetInstallationsFeedParams, InstallationFilter } from '../../../generated/app/model';
import { settings } from '../../api/settings';

/**
 * The feed's parameters for a search filter (GET /api/ippcInstallations/feed): every criterion but onlyOwn
 * (a feed belongs to no user), lists as repeated keys.
 */
function feedParams(filter: InstallationFilter): GetInstallationsFeedParams {
  const params: GetInstallationsFeedParams = {};
  if (filter.query?.trim()) params.query = filter.query.trim();
  if (filter.bundeslandCodes?.length) params.bundeslandCodes = filter.bundeslandCodes;
  if (filter.districtCodes?.length) params.districtCodes = filter.districtCodes;
  if (filter.municipalityCodes?.length) params.municipalityCodes = filter.municipalityCodes;
  if (filter.naceCodes?.length) params.naceCodes = filter.naceCodes;
  if (filter.activityCodes?.length) params.activityCodes = filter.activityCodes;
  if (filter.batConclusionCodes?.length) params.batConclusionCodes = filter.batConclusionCodes;
  if (filter.legalBases?.length) params.legalBases = filter.legalBases;
  if (filter.statuses?.length) params.statuses = filter.statuses;
  if (filter.adaptationDeadlines?.length) params.adaptationDeadlines = filter.adaptationDeadlines;
  if (filter.changedSince) params.changedSince = filter.changedSince;
  if (filter.near) Object.assign(params, { nearLat: filter.near.lat, nearLon: filter.near.lon, nearRadiusKm: filter.near.radiusKm });
  return params;
}

/** The feed's absolute URL for a filter, to paste into a feed reader (relative to the page's base). */
export function feedUrl(filter: InstallationFilter, base: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(feedParams(filter))) {
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, String(item));
  }
  const text = query.toString();
  return new URL(`${settings.appApiBase}/api/ippcInstallations/feed${text ? `?${text}` : ''}`, base).href;
}
