import { describe, expect, it } from 'vitest';
import type { DmsContainer, DmsDocument, DocumentType } from '../../../generated/assistant/model';
import { documentRows, documentTypeCodes, fileFormat, formatFileSize } from './documents';

const doc = (id: string, documentType: string, createdAt: string, title = id): DmsDocument => ({ id, containerId: 'C', title, documentType, mimeType: 'application/pdf', size: 1000, version: 1, createdAt });
const container = (containerId: string, documents: DmsDocument[]): DmsContainer => ({ containerId, title: containerId, installationId: 'AT-IPPC-000001', documents, createdAt: '2020-01-01T00:00:00Z' });
const types: DocumentType[] = [
  { code: 'GENEHMIGUNGSBESCHEID', name: 'Genehmigungsbescheid', allowedMimeTypes: ['application/pdf'], publiclyVisible: true },
  { code: 'LAGEPLAN', name: 'Lageplan', allowedMimeTypes: ['application/pdf'], publiclyVisible: false },
];

describe('documents of an installation', () => {
  const containers = [
    container('G', [doc('D-1', 'GENEHMIGUNGSBESCHEID', '2009-12-21T09:00:00Z'), doc('D-2', 'GENEHMIGUNGSBESCHEID', '2025-04-12T09:00:00Z')]),
    container('U', [doc('D-3', 'INSPEKTIONSBERICHT', '2023-02-09T09:00:00Z'), doc('D-4', 'LAGEPLAN', '2024-01-01T09:00:00Z'), doc('D-1', 'GENEHMIGUNGSBESCHEID', '2009-12-21T09:00:00Z')]),
  ];

  it('asks for each document type once', () => {
    expect(documentTypeCodes(containers)).toEqual(['GENEHMIGUNGSBESCHEID', 'INSPEKTIONSBERICHT', 'LAGEPLAN']);
  });

  it('lists every document once over all containers, newest first, with its type name or else its code', () => {
    const rows = documentRows(containers, types, false);
    expect(rows.map((r) => [r.document.id, r.typeName])).toEqual([
      ['D-2', 'Genehmigungsbescheid'],
      ['D-4', 'Lageplan'],
      ['D-3', 'INSPEKTIONSBERICHT'],
      ['D-1', 'Genehmigungsbescheid'],
    ]);
  });

  it('leaves out documents of types not shown to the public for the public only', () => {
    expect(documentRows(containers, types, true).map((r) => r.document.id)).toEqual(['D-2', 'D-3', 'D-1']);
  });

  it('orders documents of the same day by title', () => {
    const rows = documentRows([container('G', [doc('B', 'X', '2020-01-01T09:00:00Z', 'Über'), doc('A', 'X', '2020-01-01T09:00:00Z', 'Anlage')])], [], false);
    expect(rows.map((r) => r.document.title)).toEqual(['Anlage', 'Über']);
  });
});

describe('file sizes and formats', () => {
  it.each([
    [0, '0 Byte'],
    [999, '999 Byte'],
    [1000, '1,0 kB'],
    [52_431, '52,4 kB'],
    [999_949, '999,9 kB'],
    [999_950, '1,0 MB'],
    [1_349_000, '1,3 MB'],
  ])('%i bytes read %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('names the format by the MIME subtype', () => {
    expect(fileFormat('application/pdf')).toBe('PDF');
    expect(fileFormat('image/png')).toBe('PNG');
    expect(fileFormat('application/vnd.ms-excel')).toBe('MS-EXCEL');
  });
});
