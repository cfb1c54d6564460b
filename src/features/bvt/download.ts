import { createBvtDocument, getBvtFile } from '../../../generated/app/hooks/bvt/bvt';
import { saveBlob } from '../../api/saveBlob';

/**
 * A bvT document is created on the server (GET /api/bvt/createDocument?documentId=…) and then fetched as a
 * file (GET /api/bvt/getFile/{fileId}), both through the one transport; the browser saves it through an
 * object URL.
 */
export async function downloadBvtDocument(documentId: string, signal?: AbortSignal): Promise<string> {
  const created = await createBvtDocument({ documentId }, undefined, signal);
  const file = await getBvtFile(created.fileId, { responseType: 'blob' }, signal);
  saveBlob(file, created.fileName);
  return created.fileName;
}
