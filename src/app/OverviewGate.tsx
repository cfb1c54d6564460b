import { useAtom } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { useGetUserInfo } from '../../generated/app/hooks/auth/auth';
import { initialOverviewSelection, overviewSelectionAtom } from '../state/overviewSelection';
import { appTexts } from '../messages/de';

/** Pages gated on the overview selection render only once it is set. */
export function OverviewGate({ children }: { children: ReactNode }) {
  const [selection, setSelection] = useAtom(overviewSelectionAtom);
  const userInfo = useGetUserInfo({ query: { staleTime: 5 * 60_000, enabled: selection === undefined } });
  useEffect(() => {
    if (selection !== undefined) return;
    if (userInfo.isSuccess) setSelection(initialOverviewSelection(userInfo.data));
    else if (userInfo.isError) setSelection('all');
  }, [selection, setSelection, userInfo.isSuccess, userInfo.isError, userInfo.data]);
  if (selection === undefined) return <p role="status">{appTexts.loading}</p>;
  return <>{children}</>;
}
