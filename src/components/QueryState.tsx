import { useDeferredValue, type ReactNode } from 'react';
import { appTexts } from '../messages/de';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

/**
 * A query's data as a deferred value: a response arrives in a synchronous update (react-query's store),
 * which re-renders only the caller; the view of the new data then renders as a transition, which React
 * splits into slices and interrupts for input, so a large result is no long task (Total Blocking Time).
 * `rendering`: data has arrived but its view is not rendered yet (show the loading state).
 */
export function useDeferredData<T>(data: T | undefined): { data: T | undefined; rendering: boolean } {
  const deferred = useDeferredValue(data);
  return { data: deferred, rendering: deferred === undefined && data !== undefined };
}

/**
 * Renders the loading, error or empty state of a query, or its data. Every data view uses it, so none
 * forgets a state.
 * The data renders as a deferred value (`useDeferredData`): until its view is rendered the previous state stays.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  errorText?: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { query } = props;
  const { data, rendering } = useDeferredData(query.data);
  if (query.isPending || (rendering && !query.isError)) {
    return (
      <p className="state state--loading" role="status">
        {appTexts.loading}
      </p>
    );
  }
  if (query.isError || data === undefined) {
    return (
      <div className="alert alert--danger" role="alert">
        {props.errorText ?? appTexts.contentUnavailable}
      </div>
    );
  }
  if (props.isEmpty?.(data)) {
    return <p className="state state--empty">{props.emptyText ?? appTexts.noEntries}</p>;
  }
  return props.children(data);
}
