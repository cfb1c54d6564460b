/**
 * The DMS of the mock: per installation a container of its permits (Genehmigungsbescheide) and one of its
 * inspection reports, each document a real PDF whose byte length is the size the metadata states. The
 * container list, the document metadata, the downloads and the DMS search all read from here.
 */
import { simplePdf } from './pdf';
import type { DmsContainer, DmsDocument, Installation } from './types';

const PERMITS = 'G';
const REPORTS = 'U';

/** Container ids: DMS-C-<installation number>-G (permits) and -U (inspection reports). */
function containerId(installationId: string, kind: typeof PERMITS | typeof REPORTS): string {
  return `DMS-C-${installationId.slice(-6)}-${kind}`;
}

/** The installation id a container id belongs to, or undefined for an id the mock never issues. */
export function installationOfContainer(id: string): string | undefined {
  const m = /^DMS-C-(\d{6})-[GU]$/.exec(id);
  return m ? `AT-IPPC-${m[1]!}` : undefined;
}

const at9 = (day: string) => `${day}T09:00:00Z`;
/** 2024-12-23 → 23.12.2024. */
const germanDate = (day: string) => day.split('-').reverse().join('.');

interface Entry {
  document: DmsDocument;
  pdf: Buffer;
}

function entry(meta: Omit<DmsDocument, 'size' | 'mimeType' | 'version'>, lines: readonly string[]): Entry {
  const pdf = simplePdf(meta.title, lines);
  return { document: { ...meta, mimeType: 'application/pdf', size: pdf.length, version: 1 }, pdf };
}

function permitEntries(x: Installation): Entry[] {
  const container = containerId(x.id, PERMITS);
  return x.permits
    .filter((p) => p.documentId)
    .map((p) =>
      entry(
        { id: p.documentId!, containerId: container, title: p.title, documentType: 'GENEHMIGUNGSBESCHEID', fileName: `Genehmigungsbescheid-${p.issuedOn}.pdf`, createdAt: at9(p.issuedOn), createdBy: p.authority, referenceNumber: p.reference },
        [`Anlage: ${x.name} (${x.id})`, `Betreiber: ${x.operator.name}`, `Geschäftszahl: ${p.reference}`, `Behörde: ${p.authority}`, `Bescheid vom ${p.issuedOn}`, 'Beispieldokument des IPPC-Austria-Mocks.'],
      ),
    );
}

function reportEntries(x: Installation): Entry[] {
  const container = containerId(x.id, REPORTS);
  return x.inspections
    .filter((i) => i.reportDocumentId)
    .map((i) => {
      const published = i.reportPublishedOn ?? i.date;
      return entry(
        {
          id: i.reportDocumentId!,
          containerId: container,
          title: `Umweltinspektionsbericht zur Inspektion vom ${germanDate(i.date)}`,
          documentType: 'INSPEKTIONSBERICHT',
          fileName: `Umweltinspektionsbericht-${i.date}.pdf`,
          createdAt: at9(published),
          createdBy: x.authority.name,
        },
        [`Anlage: ${x.name} (${x.id})`, `Inspektion am ${i.date}`, `Behörde: ${x.authority.name}`, `Veröffentlicht am ${published}`, 'Beispieldokument des IPPC-Austria-Mocks.'],
      );
    });
}

const newestFirst = (a: Entry, b: Entry) => b.document.createdAt.localeCompare(a.document.createdAt);

/** The containers of an installation that hold documents (an installation without documents has none). */
export function containersOf(x: Installation): DmsContainer[] {
  const permits = permitEntries(x).sort(newestFirst);
  const reports = reportEntries(x).sort(newestFirst);
  const containers: DmsContainer[] = [];
  if (permits.length > 0) {
    containers.push({ containerId: containerId(x.id, PERMITS), title: `Genehmigungen – ${x.name}`, installationId: x.id, documents: permits.map((e) => e.document), createdAt: permits.at(-1)!.document.createdAt, modifiedAt: permits[0]!.document.createdAt });
  }
  if (reports.length > 0) {
    containers.push({ containerId: containerId(x.id, REPORTS), title: `Umweltinspektionsberichte – ${x.name}`, installationId: x.id, documents: reports.map((e) => e.document), createdAt: reports.at(-1)!.document.createdAt, modifiedAt: reports[0]!.document.createdAt });
  }
  return containers;
}

/** Every document of an installation, newest first (the DMS search). */
export function documentsOf(x: Installation): DmsDocument[] {
  return [...permitEntries(x), ...reportEntries(x)].sort(newestFirst).map((e) => e.document);
}

/** A document of a container with its file, or undefined. */
export function documentFile(x: Installation, container: string, documentId: string): Entry | undefined {
  return [...permitEntries(x), ...reportEntries(x)].find((e) => e.document.containerId === container && e.document.id === documentId);
}
