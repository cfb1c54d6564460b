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

const ROW = 46;
const WIDTH = 640;
const BAR_MAX = 520;

/** An SVG bar chart without a chart library: label above each bar, the count after it. */
function BarChart({ rows, total, titleId, descId }: { rows: CountByCode[]; total: number; titleId: string; descId: string }) {
  const bars = barLayout(rows, BAR_MAX);
  const height = rows.length * ROW + 8;
  return (
    <svg className="register-chart" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${titleId} ${descId}`} preserveAspectRatio="xMinYMin meet">
      <title id={titleId}>{registerTexts.statsChart}</title>
      <desc id={descId}>{rows.map((row) => `${row.code} ${row.label}: ${formatCount(row.count)} (${shareText(row.count, total)})`).join('; ')}</desc>
      {bars.map((bar, i) => (
        <g key={bar.row.code} transform={`translate(0 ${i * ROW + 4})`}>
          <text x="0" y="14" className="register-chart__label">
            {bar.row.code} {bar.row.label}
          </text>
          <rect x="0" y="20" height="18" width={Math.max(bar.width, 2)} rx="2" className="register-chart__bar" />
          <text x={Math.max(bar.width, 2) + 8} y="34" className="register-chart__value">
            {formatCount(bar.row.count)}
          </text>
        </g>
      ))}
    </svg>
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
              <figure className="register-chart__figure">
                <BarChart rows={data.byActivityCategory} total={data.total} titleId={`chart-title${ids}`} descId={`chart-desc${ids}`} />
              </figure>
            )}
            <CountTable className="register-stats-table" caption={registerTexts.statsBundeslandCaption} first={startTexts.bundesland} rows={data.byBundesland} share={share(data.total)} />
          </>
        )}
      </QueryState>
    </section>
  );
}
