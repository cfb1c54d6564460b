import { useId, useState, type RefObject } from 'react';
import type { CountByCode, InstallationFilter } from '../../../generated/app/model';
import { Button } from '../../components/button/Button';
import { CountTable } from '../../components/CountTable';
import { formatCount } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { appTexts } from '../../messages/de';
import { registerTexts, startTexts } from '../../messages/register';
import { barLayout, shareText } from './stats';
import { statsIgnoresCriteria, useRegisterStats } from './useRegisterSearch';

/**
 * A bar chart in HTML, without a chart library: per row its code and label in the body text's size, under it
 * a bar scaled to the largest count and the count. Text wraps and keeps its size on any width (a scaled SVG
 * would shrink its labels with the screen). The bars are decoration; the text says it all.
 */
function BarChart({ rows, total, titleId }: { rows: CountByCode[]; total: number; titleId: string }) {
  const bars = barLayout(rows, 100);
  return (
    <figure className="register-chart__figure" aria-labelledby={titleId}>
      <figcaption id={titleId} className="visually-hidden">
        {registerTexts.statsChart}
      </figcaption>
      <ul className="register-chart">
        {bars.map((bar) => (
          <li key={bar.row.code} className="register-chart__row">
            <span className="register-chart__label">
              {bar.row.code} {bar.row.label}
            </span>
            <span className="register-chart__line">
              <span className="register-chart__bar" aria-hidden="true" style={{ width: `${bar.width}%` }} />
              <span className="register-chart__value">
                {formatCount(bar.row.count)}
                <span className="visually-hidden"> ({shareText(bar.row.count, total)})</span>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const share = (total: number) => ({ label: registerTexts.share, of: (count: number) => shareText(count, total) });

/** Branch statistics of the filtered installations: a bar chart per IED Annex I category with a table alternative. */
export function BranchStatsView({ filter, focusTarget }: { filter: InstallationFilter; focusTarget: RefObject<HTMLElement | null> }) {
  const stats = useRegisterStats(filter, true);
  const [asTable, setAsTable] = useState(false);
  const ids = useId().replace(/:/g, '');
  return (
    <section className="register-stats" aria-labelledby={`stats-heading${ids}`}>
      <h2
        id={`stats-heading${ids}`}
        tabIndex={-1}
        ref={(element) => {
          focusTarget.current = element;
        }}
      >
        {registerTexts.statsHeading}
      </h2>
      <QueryState query={stats} errorText={registerTexts.error} isEmpty={(data) => data.total === 0} emptyText={appTexts.noResults}>
        {(data) => (
          <>
            <p>{registerTexts.found(formatCount(data.total))}</p>
            {statsIgnoresCriteria(filter) && <p className="register-note">Die Statistik berücksichtigt Suche, Bundesland, Bezirk und Tätigkeit.</p>}
            <p>
              <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
                {registerTexts.statsShowTable}
              </Button>
            </p>
            {asTable ? (
              <CountTable className="register-stats-table" caption={registerTexts.statsTableCaption} first={startTexts.branch} rows={data.byActivityCategory} withCode share={share(data.total)} />
            ) : (
              <BarChart rows={data.byActivityCategory} total={data.total} titleId={`chart-title${ids}`} />
            )}
            <CountTable className="register-stats-table" caption={registerTexts.statsBundeslandCaption} first={startTexts.bundesland} rows={data.byBundesland} share={share(data.total)} />
          </>
        )}
      </QueryState>
    </section>
  );
}
