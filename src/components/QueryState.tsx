import { useDeferredValue, type ReactNode } from 'react';
import { appTexts } from '../messages/de';
import { QueryError, useFocusAfterError, useRetry } from './QueryError';

interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: T | undefined;
  refetch: () => Promise<unknown>;
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
 * Renders the loading, error or empty state of a query, or its data, in a box of its own. Every data view
 * uses it, so none forgets a state. The error offers 'Erneut versuchen'; it also clears by itself once the
 * query succeeds again (src/app/queryClient.ts), and focus on the button then moves to the box.
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
  const { target, errorRef } = useFocusAfterError<HTMLDivElement>();
  const { retrying, retry } = useRetry(query.refetch);
  const error = <QueryError text={props.errorText ?? appTexts.contentUnavailable} retrying={retrying || query.isFetching} onRetry={retry} focusRef={errorRef} />;
  let content: ReactNode;
  if (retrying && query.isPending) {
    content = error;
  } else if (query.isPending || (rendering && !query.isError)) {
    content = (
      <p className="state state--loading" role="status">
        {appTexts.loading}
      </p>
    );
  } else if (query.isError || data === undefined) {
    content = error;
  } else if (props.isEmpty?.(data)) {
    content = <p className="state state--empty">{props.emptyText ?? appTexts.noEntries}</p>;
  } else {
    content = props.children(data);
  }
  return (
    <div ref={target} className="query-state" tabIndex={-1}>
      {content}
    </div>
  );
}
