/**
 * The value of a place criterion ('PLZ oder Ort', optionally 'im Umkreis von … km'): the chosen place (its
 * label and a point) and a radius, which alone restricts. One string, `lat,lon,radiusKm,label` (radius
 * empty while none is chosen), so that it travels in the URL and in saved filters like any other value.
 */
import type { CriterionValue } from './types';

/** The radii offered, in km. */
export const RADII_KM = [5, 10, 25, 50] as const;
type RadiusKm = (typeof RADII_KM)[number];

/**
 * The radius a newly chosen place starts with: a place is chosen to find the installations near it, and
 * most towns have none within their own boundaries. 10 km takes in a town and its surroundings; the radius
 * list next to the place shows it and offers the others.
 */
export const DEFAULT_RADIUS_KM: RadiusKm = 10;

export interface PlaceValue {
  lat: number;
  lon: number;
  /** The place as the user chose it, e.g. '4020 Linz'. */
  label: string;
  radiusKm?: RadiusKm;
}

const round5 = (x: number) => Math.round(x * 1e5) / 1e5;

export function encodePlace({ lat, lon, label, radiusKm }: PlaceValue): string {
  return `${round5(lat)},${round5(lon)},${radiusKm ?? ''},${label}`;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,8})?$/;

/** The place of a value (undefined for anything else: an old or edited link, another type). */
export function decodePlace(value: CriterionValue | undefined): PlaceValue | undefined {
  if (typeof value !== 'string') return undefined;
  const match = /^([^,]*),([^,]*),([^,]*),(.+)$/s.exec(value);
  if (!match) return undefined;
  const [, lat, lon, radius, label] = match as unknown as [string, string, string, string, string];
  if (!NUMBER.test(lat) || !NUMBER.test(lon) || label.trim() === '') return undefined;
  const latitude = Number(lat);
  const longitude = Number(lon);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const place: PlaceValue = { lat: latitude, lon: longitude, label: label.trim() };
  if (radius === '') return place;
  const radiusKm = RADII_KM.find((r) => String(r) === radius);
  return radiusKm === undefined ? undefined : { ...place, radiusKm };
}
