import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import type { CountByCode } from '../../generated/app/model';
import { formatCount } from './format';
import { startTexts } from '../messages/register';

/** Where a count leads (an app route path) and what it opens, said after the count to assistive technology. */
export interface CountLink {
  to: string;
  opens: string;
}

/**
 * Installations counted per code (Bundesland, branch): a row per code, its label (after the code with
 * `withCode`), the count (with `link`, a link to what it counts) and, with `share`, the count's share of
 * the total.
 */
export function CountTable({ caption, first, rows, withCode = false, share, link, className }: { caption: string; first: ReactNode; rows: readonly CountByCode[]; withCode?: boolean; share?: { label: string; of: (count: number) => string }; link?: (row: CountByCode) => CountLink; className?: string }) {
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
            <td className="num">{link ? <CountLinkCell row={row} link={link(row)} /> : formatCount(row.count)}</td>
            {share && <td className="num">{share.of(row.count)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CountLinkCell({ row, link }: { row: CountByCode; link: CountLink }) {
  return (
    <AppLink to={link.to}>
      {formatCount(row.count)}
      <span className="visually-hidden"> {link.opens}</span>
    </AppLink>
  );
}
