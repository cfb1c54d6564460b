import { useGetServerTime } from '../../generated/app/hooks/time/time';
import { Modal } from '../components/dialog/Modal';
import { shellTexts } from '../messages/shell';

/** Placeholder dialog of the test settings: the server date and time (GET /api/time, cached 45 s). */
export default function TestSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title={shellTexts.testSettings}>
      {open && <ServerTime />}
    </Modal>
  );
}

function ServerTime() {
  // Spec §7.2 / §9: the server time is cached for 45 s.
  const time = useGetServerTime({ query: { staleTime: 45_000 } });
  if (time.isPending) return <p role="status">…</p>;
  if (time.isError) return <p>{shellTexts.serverTimeUnavailable}</p>;
  const date = new Date(time.data.datetime);
  const text = Number.isNaN(date.getTime())
    ? time.data.datetime
    : new Intl.DateTimeFormat('de-AT', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Europe/Vienna' }).format(date);
  return (
    <p>
      {shellTexts.serverTime}:{' '}
      <time dateTime={time.data.datetime} data-testid="server-time">
        {text}
      </time>
    </p>
  );
}
