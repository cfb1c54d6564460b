/**
 * The documents of an installation from its DMS containers: one list over all containers, newest first,
 * each with the German name of its document type. Pure functions, unit-tested.
 */
import type { DmsContainer, DmsDocument, DocumentType } from '../../../generated/assistant/model';
import { compareGerman, compareText } from '../../components/format';

export interface DocumentRow {
  document: DmsDocument;
  /** The document type's German name; its code when the type could not be resolved. */
  typeName: string;
}

/** The distinct document type codes of the containers' documents, for one batch request. */
export function documentTypeCodes(containers: readonly DmsContainer[]): string[] {
  return [...new Set(containers.flatMap((c) => c.documents.map((d) => d.documentType)))].sort();
}

/**
 * Every document of the containers once (a document in two containers counts once), newest first, then by
 * title. For the public (`publicOnly`), documents of a type marked as not publicly visible are left out.
 */
export function documentRows(containers: readonly DmsContainer[], types: readonly DocumentType[], publicOnly: boolean): DocumentRow[] {
  const byCode = new Map(types.map((t) => [t.code, t]));
  const seen = new Set<string>();
  const rows: DocumentRow[] = [];
  for (const document of containers.flatMap((c) => c.documents)) {
    const type = byCode.get(document.documentType);
    if (seen.has(document.id) || (publicOnly && type?.publiclyVisible === false)) continue;
    seen.add(document.id);
    rows.push({ document, typeName: type?.name ?? document.documentType });
  }
  // Newest first (ISO timestamps compare as text), then by title.
  return rows.sort((a, b) => compareText(b.document.createdAt, a.document.createdAt) || compareGerman(a.document.title, b.document.title));
}

/** One decimal with a decimal comma, as German text writes it. */
const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toFixed(1).replace('.', ',');

/** A file size in decimal units as German text: '812 Byte', '51,2 kB', '1,3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} Byte`;
  if (bytes < 999_950) return `${oneDecimal(bytes / 1000)} kB`;
  return `${oneDecimal(bytes / 1_000_000)} MB`;
}

/** The short name of a file's format for people: 'PDF' for application/pdf, else the subtype in capitals. */
export function fileFormat(mimeType: string): string {
  const subtype = mimeType.split('/')[1] ?? mimeType;
  return subtype.replace(/^vnd\.|^x-/, '').toUpperCase();
}
