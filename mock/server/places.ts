/**
 * The postcode/place search of the mock: the municipalities whose real main postcode the example geography
 * knows (scripts/examples/geography.ts), each at a point inside its real boundary (mock/geo). A term
 * matches a postcode's beginning, or the beginning of the place's name or of a word in it
 * ("Pölten" finds St. Pölten), case-insensitively; postcode matches come first, then by postcode and name.
 */
import { municipalityShape, placeOf } from '../geo/municipalities';
import { DISTRICTS } from '../../scripts/examples/geography';
import type { PostCodeCityList } from './types';

type Place = PostCodeCityList[number];

let places: readonly { place: Place; words: string[] }[] | undefined;

function allPlaces() {
  places ??= DISTRICTS.flatMap((d) =>
    d.municipalities.map((m) => {
      const shape = municipalityShape(m.code);
      const place: Place = {
        postalCode: m.postalCode,
        city: shape.name.replace(/^Wien-.*/, 'Wien'),
        municipalityCode: m.code,
        municipalityName: shape.name,
        districtCode: d.code,
        bundeslandCode: d.bundeslandCode,
        location: placeOf(shape),
      };
      const name = shape.name.toLocaleLowerCase('de');
      return { place, words: [name, ...name.split(/[\s\-./]+/).filter((w) => w !== '')] };
    }),
  );
  return places;
}

const collator = new Intl.Collator('de-AT', { sensitivity: 'base', numeric: true });

export function searchPostCodeCity(query: string): Place[] {
  const term = query.trim().toLocaleLowerCase('de');
  if (term === '') return [];
  const byCode = allPlaces().filter((p) => p.place.postalCode.startsWith(term));
  const byName = allPlaces().filter((p) => !p.place.postalCode.startsWith(term) && p.words.some((w) => w.startsWith(term)));
  const order = (a: { place: Place }, b: { place: Place }) => a.place.postalCode.localeCompare(b.place.postalCode) || collator.compare(a.place.municipalityName, b.place.municipalityName);
  return [...byCode.sort(order), ...byName.sort((a, b) => collator.compare(a.place.municipalityName, b.place.municipalityName) || order(a, b))].map((p) => p.place);
}
