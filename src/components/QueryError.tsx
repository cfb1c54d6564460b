import { useCallback, useLayoutEffect, useRef, useState, type Ref, type RefCallback, type RefObject } from 'react';
import { appTexts } from '../messages/de';
import { Button } from './button/Button';

/**
 * A view's load error: the message (announced), 'Erneut versuchen' to fetch again and, while that runs,
 * 'Wird geladen …'. `focusRef` comes from `useFocusAfterError`.
 */
export function QueryError({ text, retrying, onRetry, focusRef }: { text: string; retrying: boolean; onRetry: () => void; focusRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={focusRef} className="alert alert--danger query-error">
      <p role="alert" className="query-error__text">
        {text}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {appTexts.retry}
      </Button>{' '}
      <span role="status" className="query-error__status">
        {retrying ? appTexts.loading : ''}
      </span>
    </div>
  );
}

/**
 * Keeps keyboard focus when an error view is replaced (its data came): if focus was inside the error
 * (on 'Erneut versuchen'), it moves to `target`, the element that holds the view, instead of dropping to
 * the page's body. Give `errorRef` to `QueryError`; `target` needs tabIndex -1.
 */
export function useFocusAfterError<T extends HTMLElement>(): { target: RefObject<T | null>; errorRef: RefCallback<HTMLElement> } {
  const target = useRef<T>(null);
  const hadFocus = useRef(false);
  // The ref's cleanup runs while the error is still in the document, before it is removed.
  const errorRef = useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    return () => {
      if (node.contains(document.activeElement)) hadFocus.current = true;
    };
  }, []);
  useLayoutEffect(() => {
    if (!hadFocus.current) return;
    hadFocus.current = false;
    target.current?.focus({ preventScroll: true });
  });
  return { target, errorRef };
}

/**
 * 'Erneut versuchen': fetches again. `retrying` while that attempt runs, so that the view keeps its error
 * and the button (and keyboard focus on it) instead of a loading state: a query without data is pending
 * again while it refetches.
 */
export function useRetry(refetch: () => Promise<unknown>): { retrying: boolean; retry: () => void } {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void refetch().finally(() => setRetrying(false));
  };
  return { retrying, retry };
}
