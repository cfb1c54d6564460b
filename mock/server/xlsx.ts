/** The Excel export: a real .xlsx workbook (exceljs) of the installations, one row each. */
import ExcelJS from 'exceljs';
import { LEGAL_BASES, STATUSES } from '../../scripts/examples/domain';
import type { Installation } from './types';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_SHEET = 'Anlagen';

export const EXPORT_COLUMNS: readonly { header: string; width: number; value: (x: Installation) => string | Date }[] = [
  { header: 'Anlagennummer', width: 17, value: (x) => x.id },
  { header: 'Anlage', width: 48, value: (x) => x.name },
  { header: 'Betreiber', width: 40, value: (x) => x.operator.name },
  { header: 'Straße', width: 26, value: (x) => x.site.street },
  { header: 'PLZ', width: 7, value: (x) => x.site.postalCode },
  { header: 'Ort', width: 22, value: (x) => x.site.city },
  { header: 'Gemeinde', width: 22, value: (x) => x.site.municipalityName },
  { header: 'Bezirk', width: 24, value: (x) => x.site.districtName },
  { header: 'Bundesland', width: 16, value: (x) => x.site.bundeslandName },
  { header: 'Haupttätigkeit (IED Anhang I)', width: 50, value: (x) => `${x.mainActivity.code} ${x.mainActivity.label}` },
  { header: 'Status', width: 14, value: (x) => STATUSES.find((s) => s.code === x.status)?.label ?? x.status },
  { header: 'Rechtsgrundlage', width: 30, value: (x) => LEGAL_BASES.find((l) => l.code === x.legalBasis)?.label ?? x.legalBasis },
  { header: 'Letzte Änderung', width: 20, value: (x) => new Date(x.lastChange) },
];

export async function installationsWorkbook(installations: readonly Installation[], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IPPC Austria';
  workbook.title = title;
  // Fixed dates: the same export gives the same workbook metadata.
  workbook.created = new Date('2026-04-30T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EXPORT_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const x of installations) sheet.addRow(EXPORT_COLUMNS.map((c) => c.value(x)));
  sheet.getColumn(EXPORT_COLUMNS.length).numFmt = 'dd.mm.yyyy hh:mm';
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: EXPORT_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
