import { useDeferredValue, useState, type ReactNode, type RefObject } from 'react';
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
 * A query's data, deferred until the view has shown data once: a response arrives in a synchronous update
 * (react-query's store), which re-renders only the caller; the view's first data then renders as a
 * transition, which React splits into slices and interrupts for input, so a large first result is no long
 * task (Total Blocking Time). Later data (another page, another sort) renders at once: it updates a view
 * already on screen, a small render, where a deferred one would cost a second commit and frame before the
 * new rows show. `rendering`: data has arrived but its first view is not rendered yet (show the loading state).
 */
function useDeferredData<T>(data: T | undefined): { data: T | undefined; rendering: boolean } {
  const deferred = useDeferredValue(data);
  const [shown, setShown] = useState(false);
  if (!shown && deferred !== undefined) setShown(true);
  if (shown) return { data, rendering: false };
  return { data: deferred, rendering: deferred === undefined && data !== undefined };
}

/** What a data view shows, with the data for the empty and data states. */
export type QueryView<T> = { kind: 'loading' } | { kind: 'error' } | { kind: 'empty'; data: T } | { kind: 'data'; data: T };

/**
 * The states of a data view, in one order for every view: an error whose retry runs stays (focus stays on
 * its button); then loading (also while a response's view is still rendering); then the error; then empty
 * or the data. With `keepDataOnError`, data already shown stays when a later fetch fails. `target` holds the
 * view (tabIndex -1): focus moves there when the error it was in goes away. `error` is the error's element.
 */
export function useQueryView<T, E extends HTMLElement = HTMLDivElement>(
  query: QueryLike<T>,
  options: { errorText: string; isEmpty?: (data: T) => boolean; keepDataOnError?: boolean },
): { view: QueryView<T>; data: T | undefined; target: RefObject<E | null>; error: ReactNode } {
  const { data, rendering } = useDeferredData(query.data);
  const { target, errorRef } = useFocusAfterError<E>();
  const { retrying, retry } = useRetry(query.refetch);
  const error = <QueryError text={options.errorText} retrying={retrying || query.isFetching} onRetry={retry} focusRef={errorRef} />;
  let view: QueryView<T>;
  if (retrying && query.isPending) view = { kind: 'error' };
  else if (query.isPending || (rendering && !query.isError)) view = { kind: 'loading' };
  else if (data === undefined || (query.isError && !options.keepDataOnError)) view = { kind: 'error' };
  else view = options.isEmpty?.(data) ? { kind: 'empty', data } : { kind: 'data', data };
  return { view, data, target, error };
}

/** The loading state of a data view ('Wird geladen …', announced). */
export function Loading() {
  return (
    <p className="state state--loading" role="status">
      {appTexts.loading}
    </p>
  );
}

/**
 * Renders the loading, error or empty state of a query, or its data, in a box of its own. Every data view
 * uses it (or `useQueryView`), so none forgets a state. The error offers 'Erneut versuchen'; it also clears
 * by itself once the query succeeds again (src/app/queryClient.ts), and focus on the button then moves to
 * the box. The first data renders deferred (`useDeferredData`): until its view is rendered the loading
 * state stays.
 */
export function QueryState<T>(props: {
  query: QueryLike<T>;
  errorText?: string;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}): ReactNode {
  const { view, target, error } = useQueryView(props.query, { errorText: props.errorText ?? appTexts.contentUnavailable, isEmpty: props.isEmpty });
  return (
    <div ref={target} className="query-state" tabIndex={-1}>
      {view.kind === 'error' && error}
      {view.kind === 'loading' && <Loading />}
      {view.kind === 'empty' && <p className="state state--empty">{props.emptyText ?? appTexts.noEntries}</p>}
      {view.kind === 'data' && props.children(view.data)}
    </div>
  );
}
