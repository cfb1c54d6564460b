import { Fragment, type ComponentProps, type ReactNode } from 'react';
import type { HelpTopic } from '../messages/help';
import { Info } from './info/Info';
import { TableScroll } from './TableScroll';

/** A column head: its text, its text with the term's inline help, or a header cell of its own (a sort button, a numeric column). */
export type ColumnHead = string | { label: string; help: HelpTopic } | { key: string; cell: ReactNode };

/**
 * A table in its keyboard-scrollable region, both named by the caption (hidden with `hideCaption`): the
 * column heads and the rows the caller renders. On small screens each row is a card (`table--stack`):
 * give each data cell `data-label` with its column's name.
 */
export function DataTable({
  caption,
  hideCaption = false,
  columns,
  className,
  children,
  ...props
}: { caption: string; hideCaption?: boolean; columns: readonly ColumnHead[]; children: ReactNode } & Omit<ComponentProps<'table'>, 'children'>) {
  return (
    <TableScroll label={caption}>
      <table className={className ? `table table--stack ${className}` : 'table table--stack'} {...props}>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : 'help' in column ? (
                // Named by its label alone: the info button beside it is no part of the column's name.
                <th key={column.label} scope="col" aria-label={column.label}>
                  {column.label}
                  <Info {...column.help} />
                </th>
              ) : (
                <Fragment key={column.key}>{column.cell}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableScroll>
  );
}
