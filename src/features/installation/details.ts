/**
 * Helpers of the installation details: links from the configured EDM templates, coordinates, addresses.
 * Pure functions, unit-tested. The reconsideration deadlines: state/adaptation.ts.
 */
import { lazyFormat } from '../../components/format';
import { appTexts } from '../../messages/de';

/**
 * Fills a link template's placeholders ({installationId}, {documentId}, …) with URL-encoded values. Returns
 * undefined when there is no template, a placeholder stays unfilled or the result is not an http(s) URL,
 * so a broken configuration shows no link rather than a wrong one.
 */
export function fillTemplate(template: string | undefined, values: Record<string, string | undefined>): string | undefined {
  const text = template?.trim();
  if (!text) return undefined;
  let missing = false;
  const filled = text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  if (missing || !/^https?:\/\//i.test(filled)) return undefined;
  return filled;
}

const degreesFallback = lazyFormat(() => new Intl.NumberFormat('de-AT', { minimumFractionDigits: 5, maximumFractionDigits: 5 }));
/**
 * A degree value with 5 decimals and a decimal comma, exactly as Intl.NumberFormat('de-AT', 5 fraction
 * digits) writes it: the shortest decimal form of the number rounded half away from zero, as ICU does
 * (toFixed would round the binary value: 47.123455 → 47,12345 instead of 47,12346). Written out here so
 * that the page's first render builds no Intl object (components/format.ts); values it cannot write this
 * way (exponent notation, beyond 10^9) go to Intl.
 */
function formatDegrees(value: number): string {
  const text = String(Math.abs(value));
  const [whole = '', fraction = ''] = text.split('.');
  if (text.includes('e') || whole.length > 9) {
    return degreesFallback(Math.abs(value));
  }
  const scaled = Number(whole + fraction.padEnd(5, '0').slice(0, 5)) + ((fraction[5] ?? '0') >= '5' ? 1 : 0);
  const digits = String(scaled).padStart(6, '0');
  return `${digits.slice(0, -5)},${digits.slice(-5)}`;
}

/** WGS 84 coordinates as '48,20820° N, 16,37380° O' (German compass letters). */
export function formatCoordinates(lat: number, lon: number): string {
  return `${formatDegrees(lat)}° ${lat >= 0 ? 'N' : 'S'}, ${formatDegrees(lon)}° ${lon >= 0 ? 'O' : 'W'}`;
}

/** A read-only value as shown: its text, or 'keine Eingabe' where the record leaves it empty. */
export function shownValue(value: string | undefined): string {
  return value?.trim() ? value : appTexts.noInput;
}

/** An address as one line ('Straße, PLZ Ort') of its filled parts; 'keine Eingabe' when all are empty. */
export function addressLine(street: string | undefined, postalCode: string | undefined, city: string | undefined): string {
  const place = [postalCode, city].map((part) => part?.trim()).filter(Boolean).join(' ');
  return shownValue([street?.trim(), place].filter(Boolean).join(', '));
}

/** The authority's name, with its kind after it unless the name says it already ('Landeshauptmann von Steiermark'). */
export function authorityText(name: string, kind: string | undefined): string {
  return !kind || name.toLocaleLowerCase('de').includes(kind.toLocaleLowerCase('de')) ? name : `${name} (${kind})`;
}
