// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { OPEN_DATA_COLUMNS, toOpenDataCsv } from '../../scripts/examples/opendata';
import { parseCsv } from '../../tests/support/csv';
import { DEFAULT_INSTALLATIONS, loadInstallations } from './register';
import { EXPORT_SHEET, installationsWorkbook } from './xlsx';

const installations = loadInstallations(DEFAULT_INSTALLATIONS).filter((x) => x.furtherActivities.length > 0 && x.batConclusions.length > 0).slice(0, 5);

describe('the Excel export', () => {
  it('has the columns of the CSV file, with the same values: coordinates as numbers, times in Austrian wall-clock time', async () => {
    expect(installations).toHaveLength(5);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(await installationsWorkbook(installations, 'Test')).buffer);
    const sheet = workbook.getWorksheet(EXPORT_SHEET)!;
    const csv = await parseCsv(toOpenDataCsv(installations).slice(1));
    expect(sheet.rowCount).toBe(csv.length);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(csv[0]);
    for (let r = 2; r <= sheet.rowCount; r++) {
      OPEN_DATA_COLUMNS.forEach((column, i) => {
        const cell = sheet.getRow(r).getCell(i + 1);
        const inCsv = csv[r - 1]![i]!;
        if (column.kind === 'decimal') {
          expect(cell.value).toBeTypeOf('number');
          expect(String(cell.value).replace('.', ',')).toBe(inCsv);
        } else if (column.kind === 'dateTime') {
          // A workbook has no time zone: the cell holds the wall-clock time in Austria, shown as TT.MM.JJJJ hh:mm.
          const d = cell.value as Date;
          const shown = `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()} ${String(d.getUTCHours()).padStart(2, '0')}:${String(d.getUTCMinutes()).padStart(2, '0')}`;
          expect(shown).toBe(inCsv);
          expect(cell.numFmt).toBe('dd.mm.yyyy hh:mm');
        } else {
          expect(cell.value).toBe(inCsv);
        }
      });
    }
  });
});
