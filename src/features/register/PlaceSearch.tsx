/**
 * 'PLZ oder Ort' next to the page search: suggestions from the assistant's postcode/place search (typing
 * debounced), and once a place is chosen, 'im Umkreis von … km' (10 km to start with). Both are one value of
 * the filter's place criterion (state/filters/place.ts): the map fits the place's circle, the radius restricts
 * the results.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { getAssistantSearchPostCodeCityQueryOptions } from '../../../generated/assistant/hooks/assistant/assistant';
import { assistantSearchPostCodeCityQueryQueryMax, assistantSearchPostCodeCityQueryQueryMin } from '../../../generated/assistant/limits';
import type { PostCodeCity } from '../../../generated/assistant/model';
import { Combobox } from '../../components/dropdown/Combobox';
import { filterTexts } from '../../messages/filters';
import { SEARCH_DEBOUNCE_MS } from '../../state/filters/pageSearch';
import { decodePlace, DEFAULT_RADIUS_KM, encodePlace, RADII_KM, type PlaceValue } from '../../state/filters/place';
import type { CriterionValue } from '../../state/filters/types';
import { withoutBidiControls } from '../../state/filters/text';

// The radius list (the kit's Dropdown, with its positioning library) loads once a place is chosen.
const Dropdown = lazy(() => import('../../components/dropdown/Dropdown').then((m) => ({ default: m.Dropdown })));

/** How many suggestions the list shows. */
const MAX_SUGGESTIONS = 12;

const placeLabel = (p: PostCodeCity) => (p.city === p.municipalityName ? `${p.postalCode} ${p.city}` : `${p.postalCode} ${p.city} (${p.municipalityName})`);
const optionValue = (p: PostCodeCity) => `${p.postalCode}-${p.municipalityCode}-${p.city}`;

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function PlaceSearch({ value, onChange }: { value: CriterionValue | undefined; onChange: (value: string) => void }) {
  const place = decodePlace(value);
  const [text, setText] = useState(place?.label ?? '');
  // The place changed elsewhere (a chip removed, a link, back in history): show it.
  const [shownLabel, setShownLabel] = useState(place?.label);
  if (shownLabel !== place?.label) {
    setShownLabel(place?.label);
    setText(place?.label ?? '');
  }
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = term.length >= assistantSearchPostCodeCityQueryQueryMin && term !== place?.label;
  const suggestions = useQuery({
    ...getAssistantSearchPostCodeCityQueryOptions({ query: term.slice(0, assistantSearchPostCodeCityQueryQueryMax), maxResults: MAX_SUGGESTIONS }, { query: { staleTime: 5 * 60_000 } }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  // Only places the map can show (with a point) are offered.
  const places = useMemo(() => (suggestions.data ?? []).filter((p) => p.location !== undefined), [suggestions.data]);
  const options = useMemo(() => places.map((p) => ({ value: optionValue(p), label: placeLabel(p) })), [places]);
  const typing = text.trim() !== term;
  const tooShort = text.trim().length > 0 && text.trim().length < assistantSearchPostCodeCityQueryQueryMin;
  const status = tooShort
    ? filterTexts.placeMinLength
    : suggestions.isError
      ? filterTexts.placeError
      : typing || suggestions.isFetching
        ? filterTexts.placeLoading
        : searching && options.length === 0
          ? filterTexts.placeNoResults
          : undefined;

  const choose = (next: PlaceValue | undefined) => onChange(next ? encodePlace(next) : '');
  const onText = (next: string) => {
    const clean = withoutBidiControls(next);
    setText(clean);
    if (clean.trim() === '' && place) choose(undefined);
  };
  const radiusLabelId = 'place-radius-label';
  return (
    <div className="place-search">
      <Combobox
        id="place-search"
        label={filterTexts.place}
        text={text}
        onTextChange={onText}
        options={typing || suggestions.isFetching ? [] : options}
        suggesting={text.trim() !== '' && text.trim() !== place?.label}
        status={status}
        announcement={filterTexts.placeResults(options.length)}
        placeholder={filterTexts.placePlaceholder}
        onSelect={(option) => {
          const chosen = places.find((p) => optionValue(p) === option.value);
          if (!chosen?.location) return;
          setText(option.label);
          choose({ lat: chosen.location.lat, lon: chosen.location.lon, label: option.label, radiusKm: place?.radiusKm ?? DEFAULT_RADIUS_KM });
        }}
      />
      {place && (
        <div className="place-search__radius">
          <span id={radiusLabelId} className="kit-field__label">
            {filterTexts.radiusLabel}
          </span>
          <Suspense fallback={<span className="kit-dropdown kit-dropdown--medium place-search__pending" />}>
            <Dropdown
              id="place-radius"
              labelledBy={radiusLabelId}
              size="medium"
              options={RADII_KM.map((km) => ({ value: String(km), label: filterTexts.radius(km) }))}
              value={place.radiusKm === undefined ? null : String(place.radiusKm)}
              onChange={(km) => choose({ ...place, radiusKm: RADII_KM.find((r) => String(r) === km) })}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}
