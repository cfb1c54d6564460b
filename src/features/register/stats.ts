import type { CountByCode } from '../../../generated/app/model';
import { lazyFormat } from '../../components/format';

/** Bar widths scaled so the largest count fills `max` units (0 for all-zero data). */
export function barLayout(rows: readonly CountByCode[], max: number): { row: CountByCode; width: number }[] {
  const largest = rows.reduce((m, row) => Math.max(m, row.count), 0);
  return rows.map((row) => ({ row, width: largest === 0 ? 0 : Math.round((row.count / largest) * max * 10) / 10 }));
}

// Built when the statistics are first shown, not when the register's code loads (components/format.ts).
const percent = lazyFormat(() => new Intl.NumberFormat('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));

/** A count's share of the total as '12,5 %' ('0,0 %' when the total is 0). */
export function shareText(count: number, total: number): string {
  return `${percent(total === 0 ? 0 : (count / total) * 100)} %`;
}
