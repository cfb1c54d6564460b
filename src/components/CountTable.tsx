import type { CountByCode } from '../../generated/app/model';
import { formatCount } from './format';
import { startTexts } from '../messages/register';

/**
 * Installations counted per code (Bundesland, branch): a row per code, its label (after the code with
 * `withCode`), the count and, with `share`, the count's share of the total.
 */
export function CountTable({ caption, first, rows, withCode = false, share, className }: { caption: string; first: string; rows: readonly CountByCode[]; withCode?: boolean; share?: { label: string; of: (count: number) => string }; className?: string }) {
  return (
    <table className={className ? `table ${className}` : 'table'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{first}</th>
          <th scope="col" className="num">
            {startTexts.installations}
          </th>
          {share && (
            <th scope="col" className="num">
              {share.label}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.code}>
            <th scope="row">
              {withCode ? `${row.code} ` : ''}
              {row.label}
            </th>
            <td className="num">{formatCount(row.count)}</td>
            {share && <td className="num">{share.of(row.count)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
