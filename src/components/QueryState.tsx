import type { ReactNode } from 'react';
import { appTexts } from '../messages/de';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * Renders the loading, error or empty state of a query, or its data. Every data view uses it, so none
 * forgets a state.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  errorText?: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { query } = props;
  if (query.isPending) {
    return (
      <p className="state state--loading" role="status">
        {appTexts.loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="alert alert--danger" role="alert">
        {props.errorText ?? appTexts.contentUnavailable}
      </div>
    );
  }
  if (props.isEmpty?.(query.data)) {
    return <p className="state state--empty">{props.emptyText ?? appTexts.noEntries}</p>;
  }
  return props.children(query.data);
}
