import { useAtom } from 'jotai';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useGetUserInfo } from '../../generated/app/hooks/auth/auth';
import { initialOverviewSelection, overviewSelectionAtom } from '../state/overviewSelection';
import { appTexts } from '../messages/de';

/**
 * Pages gated on the overview selection render only once it is set. The gate then opens as a transition,
 * through state of its own (the selection's store is read by every render, urgent ones too): the page renders
 * like any first page, in slices, and React keeps the loading text until the page's chunk is taken. Opened by
 * an urgent render, the page's lazy component suspended at once, React committed the Suspense fallback and held
 * the page back for 300 ms after it.
 */
export function OverviewGate({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useAtom(overviewSelectionAtom);
  const [open, setOpen] = useState(selection !== undefined);
  const userInfo = useGetUserInfo({ query: { staleTime: 5 * 60_000, enabled: selection === undefined } });
  useEffect(() => {
    if (selection === undefined) {
      if (userInfo.isSuccess) setSelection(initialOverviewSelection(userInfo.data));
      else if (userInfo.isError) setSelection('all');
    } else if (!open) {
      startTransition(() => setOpen(true));
    }
  }, [open, selection, setSelection, userInfo.isSuccess, userInfo.isError, userInfo.data]);
  if (selection === undefined || !open) return <p role="status">{appTexts.loading}</p>;
  return <>{children}</>;
}
