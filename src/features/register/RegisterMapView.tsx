import { useId, useMemo, useState, type RefObject } from 'react';
import { useGetConfigGisBezirkeVtUrl } from '../../../generated/app/hooks/config/config';
import type { InstallationFilter } from '../../../generated/app/model';
import { logWarning } from '../../api/log';
import { Button } from '../../components/button/Button';
import { formatCount } from '../../components/format';
import { LazyMap, type MapViewProps } from '../../components/map/LazyMap';
import { QueryState } from '../../components/QueryState';
import { appTexts } from '../../messages/de';
import { registerTexts } from '../../messages/register';
import { sortedByName, toMapPoints } from './registerMap';
import { useRegisterGis } from './useRegisterSearch';
import { configSettingQuery } from '../../api/queries';

/**
 * The map view of the register: the filtered installations from POST gis, clustered on the lazy map, and
 * the same installations as a list (for screen-reader and keyboard users, and as the fallback).
 */
export function RegisterMapView({ filter, focusTarget, focusArea }: { filter: InstallationFilter; focusTarget: RefObject<HTMLElement | null>; focusArea?: MapViewProps['focusArea'] }) {
  const gis = useRegisterGis(filter, true);
  // The district vector tiles the GIS configuration names; an error means: Austria's outline only.
  const tiles = useGetConfigGisBezirkeVtUrl({ query: configSettingQuery });
  const points = useMemo(() => toMapPoints(gis.data), [gis.data]);
  const [listOpen, setListOpen] = useState(false);
  const ids = useId().replace(/:/g, '');
  const hintId = `map-hint${ids}`;
  const listId = `map-list${ids}`;
  const configSettled = !tiles.isPending;
  return (
    <section
      className="register-map"
      aria-labelledby={`map-heading${ids}`}
      tabIndex={-1}
      ref={(element) => {
        focusTarget.current = element;
      }}
    >
      <h2 id={`map-heading${ids}`} className="visually-hidden">
        {registerTexts.mapHeading}
      </h2>
      <QueryState query={gis} errorText={registerTexts.error} isEmpty={(data) => data.features.length === 0} emptyText={appTexts.noResults}>
        {() => (
          <>
            <p className="register-map__count">{registerTexts.mapCount(formatCount(points.length))}</p>
            <p id={hintId} className="register-map__hint">
              {registerTexts.mapKeyboardHint}
            </p>
            {configSettled && (
              <LazyMap
                points={points}
                label={registerTexts.mapLabel}
                describedBy={hintId}
                tileUrl={tiles.data?.value}
                highlightDistricts={filter.districtCodes}
                focusArea={focusArea}
                onWarning={logWarning}
              />
            )}
            <Button variant="secondary" aria-expanded={listOpen} aria-controls={listId} onClick={() => setListOpen((open) => !open)}>
              {listOpen ? registerTexts.listToggleHide : registerTexts.listToggleShow(formatCount(points.length))}
            </Button>
            <div id={listId} hidden={!listOpen}>
              {listOpen && (
                <>
                  <h3>{registerTexts.listHeading}</h3>
                  <ul className="register-map__list">
                    {sortedByName(points).map((point) => (
                      <li key={point.id}>
                        <a href={point.href}>{point.name}</a> <span className="register-map__detail">{point.detail}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </>
        )}
      </QueryState>
    </section>
  );
}
