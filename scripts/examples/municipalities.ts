/**
 * Austria's municipalities (Gemeinden), all 2,118: Gemeindekennziffer, political district (Bezirkskennziffer)
 * and name, from the mock's copy of the data set (`mock/geo/gemeinden.csv`, see its README). Vienna is listed
 * once as a whole (90001, district 900) and as its 23 districts (90101–92301).
 * Datenquelle: Statistik Austria – data.statistik.gv.at (CC BY 4.0), as of 2021.
 */
import { readFileSync } from 'node:fs';

export interface MunicipalityEntry {
  code: string;
  districtCode: string;
  name: string;
}

const CSV = new URL('../../mock/geo/gemeinden.csv', import.meta.url);

export const MUNICIPALITIES: readonly MunicipalityEntry[] = readFileSync(CSV, 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [code = '', districtCode = '', , name = ''] = line.split(',');
    return { code, districtCode, name };
  })
  .sort((a, b) => a.code.localeCompare(b.code));
