import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { getSetTestClockMutationOptions } from '../../../generated/app/hooks/time/time';
import { envQuery, serverTimeQuery } from '../../api/queries';
import type { TestClockValues } from '../../components/test-clock/TestClockDialog';
import { testSettingsTexts } from '../../messages/session';
import { secondaryReadsAtom } from '../../state/shell';
import './session.css';

const TestClockDialog = lazy(() => import('../../components/test-clock/TestClockDialog').then((m) => ({ default: m.TestClockDialog })));

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The server time as de-AT writes it with dateStyle 'medium' and timeStyle 'short' ('25.11.2026, 09:23', local
 * time), written out by hand: this label is in every page's first render, and building an Intl object there
 * costs tens of milliseconds of main-thread time (components/format.ts).
 */
export function formatServerTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The footer's test settings, only outside PROD: a button showing the server date and time
 * (GET /api/time, cached 45 s) that opens the test-clock dialog; setting the clock is POST /api/time?datetime=…
 * (without datetime it resets the clock).
 */
export function TestSettingsEntry() {
  const env = useQuery(envQuery()).data;
  const enabled = env !== undefined && env.environment !== 'PROD';
  // A secondary read (state/shell.ts): after the first page has settled, and never once the server has
  // rejected the session (it would be the 'next request' that signs in again before the user has seen the
  // 'Sitzung abgelaufen' dialog).
  const secondaryReads = useAtomValue(secondaryReadsAtom);
  const time = useQuery({ ...serverTimeQuery(), enabled: enabled && secondaryReads });
  const queryClient = useQueryClient();
  const setClock = useMutation(getSetTestClockMutationOptions());
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!enabled) return null;

  const submit = async (values: TestClockValues) => {
    setFailed(false);
    try {
      const result = await setClock.mutateAsync({ params: values.datetime ? { datetime: values.datetime } : {} });
      queryClient.setQueryData(serverTimeQuery().queryKey, result);
    } catch (error) {
      setFailed(true);
      // Keep the dialog open on a failed 'set' (the form catches this); a failed reset only shows the message.
      if (values.datetime) throw error;
    }
  };

  const label = time.data ? `${testSettingsTexts.serverTime}: ${formatServerTime(time.data.datetime)}` : testSettingsTexts.entry;
  return (
    <>
      <button
        type="button"
        className="test-settings__button"
        data-testid="test-settings-entry"
        aria-label={time.data ? `${testSettingsTexts.entry} – ${label}` : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {failed && (
        <span role="alert" className="session-dialog__error">
          {' '}
          {testSettingsTexts.setFailed}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <TestClockDialog open serverTime={time.data?.datetime} onSubmit={submit} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
