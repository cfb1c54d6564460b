/** Reads a `;`-separated CSV text (RFC 4180 quoting) into rows of fields with fast-csv's parser, for tests of the open-data files. */
import { parseString } from '@fast-csv/parse';

export function parseCsv(text: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { delimiter: ';' })
      .on('error', reject)
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}
