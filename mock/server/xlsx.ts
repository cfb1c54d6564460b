/** The Excel export: a real .xlsx workbook (exceljs) of the installations, one row each, in the open-data columns. */
import ExcelJS from 'exceljs';
import { OPEN_DATA_COLUMNS, viennaTime, type OpenDataColumn } from '../../scripts/examples/opendata';
import type { Installation } from './types';

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const EXPORT_SHEET = 'Anlagen';

const NUMBER_FORMATS: Record<OpenDataColumn['kind'], string | undefined> = {
  text: undefined,
  decimal: '0.00000',
  dateTime: 'dd.mm.yyyy hh:mm',
};

/** A cell's value: numbers as numbers, times as the wall-clock time in Austria (a workbook has no time zone). */
function cellValue(column: OpenDataColumn, x: Installation): string | number | Date {
  const value = column.value(x);
  if (column.kind !== 'dateTime' || typeof value !== 'string') return value;
  const t = viennaTime(value);
  return new Date(Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute));
}

export async function installationsWorkbook(installations: readonly Installation[], title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'IPPC Austria';
  workbook.title = title;
  // Fixed dates: the same export gives the same workbook metadata.
  workbook.created = new Date('2026-04-30T00:00:00Z');
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(EXPORT_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = OPEN_DATA_COLUMNS.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const x of installations) sheet.addRow(OPEN_DATA_COLUMNS.map((c) => cellValue(c, x)));
  OPEN_DATA_COLUMNS.forEach((c, i) => {
    const format = NUMBER_FORMATS[c.kind];
    if (format) sheet.getColumn(i + 1).numFmt = format;
  });
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: OPEN_DATA_COLUMNS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
