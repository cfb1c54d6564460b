import type { DropdownOption } from './dropdown/listNavigation';

/** Example data of the gallery and the tests (real Austrian geography). */
export const bundeslaender: DropdownOption[] = [
  { value: '1', label: 'Burgenland' },
  { value: '2', label: 'Kärnten' },
  { value: '3', label: 'Niederösterreich' },
  { value: '4', label: 'Oberösterreich' },
  { value: '5', label: 'Salzburg' },
  { value: '6', label: 'Steiermark' },
  { value: '7', label: 'Tirol' },
  { value: '8', label: 'Vorarlberg' },
  { value: '9', label: 'Wien' },
];

export const bezirke: DropdownOption[] = [
  'Amstetten', 'Baden', 'Bludenz', 'Braunau am Inn', 'Bregenz', 'Bruck an der Leitha', 'Deutschlandsberg', 'Dornbirn',
  'Eisenstadt-Umgebung', 'Feldkirch', 'Gmunden', 'Graz-Umgebung', 'Hallein', 'Imst', 'Innsbruck-Land', 'Kitzbühel',
  'Klagenfurt-Land', 'Korneuburg', 'Kufstein', 'Landeck', 'Leoben', 'Liezen', 'Linz-Land', 'Melk', 'Mödling',
  'Neusiedl am See', 'Salzburg-Umgebung', 'Sankt Pölten', 'Schwaz', 'Villach-Land', 'Wels-Land', 'Wolfsberg',
].map((label, index) => ({ value: `B${String(index + 1).padStart(3, '0')}`, label }));
