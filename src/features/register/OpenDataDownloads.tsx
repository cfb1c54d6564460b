import { useMutation } from '@tanstack/react-query';
import { lightFormat } from 'date-fns/lightFormat';
import { downloadInstallationsOpenData } from '../../../generated/app/hooks/installations/installations';
import type { InstallationFilter, OpenDataFormat } from '../../../generated/app/model';
import { saveBlob } from '../../api/saveBlob';
import { Button } from '../../components/button/Button';
import { registerTexts } from '../../messages/register';

const FORMATS: readonly { format: OpenDataFormat; kind: string; label: string; accept: string }[] = [
  { format: 'csv', kind: 'CSV', label: registerTexts.downloadCsv, accept: 'text/csv' },
  { format: 'geojson', kind: 'GeoJSON', label: registerTexts.downloadGeoJson, accept: 'application/geo+json' },
];

/**
 * Open-data downloads of the current filter (POST /api/ippcInstallations/openData): the register as CSV for
 * spreadsheets or as GeoJSON, written by the server at once and saved under `Anlagenregister-<day>.<format>`,
 * with the data's licence beside the buttons.
 */
export function OpenDataDownloads({ filter }: { filter: InstallationFilter }) {
  const download = useMutation({
    mutationFn: async (entry: (typeof FORMATS)[number]) => {
      const blob: unknown = await downloadInstallationsOpenData(
        filter,
        { format: entry.format },
        // Errors still come as JSON; the options' headers replace the generated ones, so the body's type is repeated.
        { responseType: 'blob', headers: { 'Content-Type': 'application/json', Accept: `${entry.accept}, application/json;q=0.9` } },
      );
      saveBlob(blob as Blob, `Anlagenregister-${lightFormat(new Date(), 'yyyy-MM-dd')}.${entry.format}`);
    },
  });
  const kind = download.variables?.kind ?? '';
  const message = download.isPending ? registerTexts.openDataPreparing(kind) : download.isSuccess ? registerTexts.openDataDone(kind) : '';
  return (
    <div className="register-opendata">
      {FORMATS.map((entry) => (
        // No description: the licence is the sentence beside the buttons, read in its place once.
        <Button key={entry.format} variant="secondary" unavailable={download.isPending} onClick={() => download.mutate(entry)}>
          {entry.label}
        </Button>
      ))}
      <span className="register-opendata__status" role="status" aria-live="polite">
        {message}
      </span>
      {download.isError && (
        <span className="register-opendata__error" role="alert">
          {registerTexts.openDataFailed(kind)}
        </span>
      )}
      <p className="register-opendata__licence">
        {registerTexts.licencePrefix} <a href={registerTexts.licenceUrl}>{registerTexts.licenceName}</a>
        {`, ${registerTexts.attributionPrefix} „${registerTexts.attribution}“`}
      </p>
    </div>
  );
}
