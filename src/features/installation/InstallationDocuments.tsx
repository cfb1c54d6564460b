import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { dmsContainerList, dmsDownloadDocument, dmsResolveDocumentTypes, getDmsContainerListQueryKey } from '../../../generated/assistant/hooks/dms/dms';
import type { DmsDocument } from '../../../generated/assistant/model';
import { userInfoQuery } from '../../api/queries';
import { saveBlob } from '../../api/saveBlob';
import { Button } from '../../components/button/Button';
import { DataTable } from '../../components/DataTable';
import { formatDate } from '../../components/format';
import { QueryState } from '../../components/QueryState';
import { installationTexts as t } from '../../messages/register';
import { documentRows, documentTypeCodes, fileFormat, formatFileSize } from './documents';
import { secondaryReadsAtom } from '../../state/shell';

/** The installation's DMS containers with their document types resolved in one batch. */
function useDocuments(installationId: string, enabled: boolean) {
  const userInfo = useQuery(userInfoQuery());
  const publicOnly = !userInfo.data || userInfo.data.userType === 'PUBLIC';
  return useQuery({
    queryKey: [...getDmsContainerListQueryKey({ installationId }), 'documentTypes'],
    queryFn: async ({ signal }) => {
      const containers = await dmsContainerList({ installationId }, undefined, signal);
      const codes = documentTypeCodes(containers);
      const types = codes.length > 0 ? await dmsResolveDocumentTypes({ codes }, undefined, signal) : [];
      return { containers, types };
    },
    select: ({ containers, types }) => documentRows(containers, types, publicOnly),
    enabled,
  });
}

/** The file of a document through the one transport, handed to the browser as a download. */
async function downloadDocument(document: DmsDocument): Promise<string> {
  const file = await dmsDownloadDocument(document.containerId, document.id, { responseType: 'blob' });
  const fileName = document.fileName ?? `${document.title}.${fileFormat(document.mimeType).toLowerCase()}`;
  saveBlob(file, fileName);
  return fileName;
}

function DownloadCell({ document }: { document: DmsDocument }) {
  const download = useMutation({ mutationFn: () => downloadDocument(document) });
  const pending = download.isPending;
  return (
    <td data-label={t.documentFile} className="installation-download">
      <Button
        variant="secondary"
        size="sm"
        unavailable={pending}
        aria-label={t.documentDownloadLabel(document.title, fileFormat(document.mimeType), formatFileSize(document.size))}
        onClick={() => download.mutate()}
      >
        {pending ? t.documentDownloading : t.documentDownload}
      </Button>
      <span className="visually-hidden" role="status">
        {pending ? t.documentDownloading : download.isSuccess ? t.documentDownloaded(download.data) : ''}
      </span>
      {download.isError && (
        <span className="installation-download__error" role="alert">
          {t.documentDownloadFailed}
        </span>
      )}
    </td>
  );
}

/** The installation's documents (permits, inspection reports) from its DMS containers, each downloadable. */
export function InstallationDocuments({ installationId }: { installationId: string }) {
  // Read once the first page has settled: on a first visit the installation itself shows first.
  const documents = useDocuments(installationId, useAtomValue(secondaryReadsAtom));
  const columns = [t.documentTitle, t.documentType, t.documentDate, t.documentSize, t.documentFile];
  return (
    <section aria-labelledby="details-documents">
      <h2 id="details-documents">{t.documents}</h2>
      <p className="installation-hint">{t.documentsHint}</p>
      <QueryState query={documents} isEmpty={(rows) => rows.length === 0} emptyText={t.documentsNone} errorText={t.documentsUnavailable}>
        {(rows) => (
          <DataTable caption={t.documents} hideCaption columns={columns}>
            {rows.map(({ document, typeName }) => (
              <tr key={document.id}>
                <th scope="row">{document.title}</th>
                <td data-label={t.documentType}>{typeName}</td>
                <td data-label={t.documentDate}>{formatDate(document.createdAt)}</td>
                <td data-label={t.documentSize} className="installation-nowrap">
                  {fileFormat(document.mimeType)}, {formatFileSize(document.size)}
                </td>
                <DownloadCell document={document} />
              </tr>
            ))}
          </DataTable>
        )}
      </QueryState>
    </section>
  );
}
