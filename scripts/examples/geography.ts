/**
 * Real Austrian geography for the example data: the 9 Bundesländer and a subset of the political
 * districts (Bezirke) with some of their municipalities (Gemeinden).
 *
 * Codes and names: Statistik Austria 2021 (CC BY 4.0), data.statistik.gv.at. Only the subset the
 * examples need is written here, in this project's own form (Vienna district names with normalised
 * spacing). Postal codes are the municipality's main postcode; coordinates (WGS84) are approximate
 * centres of the municipality's built-up area, from general geographic knowledge.
 *
 * Placement rule used by the generator: a site lies within `radiusKm` (default 1.2 km) of its
 * municipality centre; every municipality centre lies within the district's `radiusKm` of the district
 * centre (the seat of the district authority), so every site lies within radiusKm + 1.2 km of it.
 * The checks in generate.ts verify both.
 */
import type { BundeslandCode, CompetentAuthority } from '../../generated/app/model';

export interface Bundesland {
  code: BundeslandCode;
  name: string;
  /** Short form used in reference numbers (Kfz-Kennzeichen style). */
  abbr: string;
  /** Weight of the state in the generated register (roughly proportional to real IPPC counts). */
  weight: number;
  /** Authority for AWG permits (Landeshauptmann) and provincial law (Landesregierung). */
  landeshauptmann: string;
  landesregierung: string;
}

export interface Municipality {
  /** Gemeindekennziffer (5 digits). */
  code: string;
  name: string;
  postalCode: string;
  lat: number;
  lon: number;
  /** Radius around the centre that stays inside the municipality (km); default 1.2. */
  radiusKm?: number;
}

export interface District {
  /** Bezirkskennziffer (3 digits). */
  code: string;
  name: string;
  bundeslandCode: BundeslandCode;
  /** Kfz-Kennzeichen of the district, used in Geschäftszahlen. */
  abbr: string;
  /** District administration authority (Bezirkshauptmannschaft or Magistrat). */
  authority: CompetentAuthority;
  /** Statutarstadt or Vienna district: urban, no intensive livestock. */
  urban: boolean;
  /** Centre: the seat of the district authority. */
  lat: number;
  lon: number;
  /** All municipality centres listed below lie within this distance of the centre (km). */
  radiusKm: number;
  municipalities: Municipality[];
}

export const BUNDESLAENDER: readonly Bundesland[] = [
  { code: '1', name: 'Burgenland', abbr: 'B', weight: 15, landeshauptmann: 'Landeshauptmann von Burgenland', landesregierung: 'Amt der Burgenländischen Landesregierung' },
  { code: '2', name: 'Kärnten', abbr: 'K', weight: 26, landeshauptmann: 'Landeshauptmann von Kärnten', landesregierung: 'Amt der Kärntner Landesregierung' },
  { code: '3', name: 'Niederösterreich', abbr: 'N', weight: 70, landeshauptmann: 'Landeshauptfrau von Niederösterreich', landesregierung: 'Amt der Niederösterreichischen Landesregierung' },
  { code: '4', name: 'Oberösterreich', abbr: 'O', weight: 72, landeshauptmann: 'Landeshauptmann von Oberösterreich', landesregierung: 'Amt der Oberösterreichischen Landesregierung' },
  { code: '5', name: 'Salzburg', abbr: 'S', weight: 20, landeshauptmann: 'Landeshauptmann von Salzburg', landesregierung: 'Amt der Salzburger Landesregierung' },
  { code: '6', name: 'Steiermark', abbr: 'ST', weight: 56, landeshauptmann: 'Landeshauptmann von Steiermark', landesregierung: 'Amt der Steiermärkischen Landesregierung' },
  { code: '7', name: 'Tirol', abbr: 'T', weight: 24, landeshauptmann: 'Landeshauptmann von Tirol', landesregierung: 'Amt der Tiroler Landesregierung' },
  { code: '8', name: 'Vorarlberg', abbr: 'V', weight: 15, landeshauptmann: 'Landeshauptmann von Vorarlberg', landesregierung: 'Amt der Vorarlberger Landesregierung' },
  { code: '9', name: 'Wien', abbr: 'W', weight: 22, landeshauptmann: 'Landeshauptmann von Wien', landesregierung: 'Magistrat der Stadt Wien' },
];

type M = [code: string, name: string, postalCode: string, lat: number, lon: number, radiusKm?: number];
type Kind = 'BH' | 'MAG' | 'WIEN';

function d(
  code: string,
  name: string,
  abbr: string,
  kind: Kind,
  authorityName: string,
  centre: [number, number],
  radiusKm: number,
  municipalities: M[],
): District {
  const authority: CompetentAuthority =
    kind === 'BH'
      ? { name: authorityName, kind: 'BEZIRKSVERWALTUNGSBEHOERDE' }
      : { name: authorityName, kind: 'MAGISTRAT' };
  return {
    code,
    name,
    bundeslandCode: code.charAt(0) as BundeslandCode,
    abbr,
    authority,
    urban: kind !== 'BH',
    lat: centre[0],
    lon: centre[1],
    radiusKm,
    municipalities: municipalities.map(([c, n, plz, lat, lon, r]) =>
      r === undefined ? { code: c, name: n, postalCode: plz, lat, lon } : { code: c, name: n, postalCode: plz, lat, lon, radiusKm: r },
    ),
  };
}

const BH = (name: string) => `Bezirkshauptmannschaft ${name}`;
const WIEN = 'Magistrat der Stadt Wien';

export const DISTRICTS: readonly District[] = [
  // 1 Burgenland
  d('101', 'Eisenstadt (Stadt)', 'E', 'MAG', 'Magistrat der Freistadt Eisenstadt', [47.8456, 16.5233], 2, [
    ['10101', 'Eisenstadt', '7000', 47.8456, 16.5233],
  ]),
  d('103', 'Eisenstadt-Umgebung', 'EU', 'BH', BH('Eisenstadt-Umgebung'), [47.8456, 16.5233], 10, [
    ['10308', 'Müllendorf', '7052', 47.8383, 16.4606, 1],
    ['10304', 'Hornstein', '7053', 47.8792, 16.4408, 1],
    ['10315', 'Siegendorf', '7011', 47.7808, 16.5411, 1],
  ]),
  d('104', 'Güssing', 'GS', 'BH', BH('Güssing'), [47.0589, 16.3239], 8, [
    ['10405', 'Güssing', '7540', 47.0589, 16.3239],
    ['10416', 'Strem', '7522', 47.0450, 16.4100, 1],
    ['10417', 'Tobaj', '7544', 47.0830, 16.3000, 1],
  ]),
  d('106', 'Mattersburg', 'MA', 'BH', BH('Mattersburg'), [47.7378, 16.3967], 11, [
    ['10606', 'Mattersburg', '7210', 47.7378, 16.3967],
    ['10607', 'Neudörfl', '7201', 47.7972, 16.2967, 1],
    ['10609', 'Pöttsching', '7033', 47.8056, 16.3667, 1],
  ]),
  d('107', 'Neusiedl am See', 'ND', 'BH', BH('Neusiedl am See'), [47.9486, 16.8433], 7, [
    ['10713', 'Neusiedl am See', '7100', 47.9486, 16.8433],
    ['10717', 'Parndorf', '7111', 47.9983, 16.8600],
    ['10722', 'Weiden am See', '7121', 47.9250, 16.8650, 1],
  ]),
  d('108', 'Oberpullendorf', 'OP', 'BH', BH('Oberpullendorf'), [47.5042, 16.5042], 7, [
    ['10816', 'Oberpullendorf', '7350', 47.5042, 16.5042],
    ['10822', 'Stoob', '7344', 47.5300, 16.4750, 1],
    ['10814', 'Neutal', '7343', 47.5430, 16.4430, 1],
  ]),
  d('109', 'Oberwart', 'OW', 'BH', BH('Oberwart'), [47.2878, 16.2031], 14, [
    ['10917', 'Oberwart', '7400', 47.2878, 16.2031],
    ['10918', 'Pinkafeld', '7423', 47.3717, 16.1217],
    ['10905', 'Großpetersdorf', '7503', 47.2389, 16.3164],
  ]),

  // 2 Kärnten
  d('201', 'Klagenfurt Stadt', 'K', 'MAG', 'Magistrat der Landeshauptstadt Klagenfurt am Wörthersee', [46.6247, 14.3053], 3, [
    ['20101', 'Klagenfurt am Wörthersee', '9020', 46.6247, 14.3053, 2.5],
  ]),
  d('202', 'Villach Stadt', 'VI', 'MAG', 'Magistrat der Stadt Villach', [46.6103, 13.8558], 3, [
    ['20201', 'Villach', '9500', 46.6103, 13.8558, 2],
  ]),
  d('204', 'Klagenfurt Land', 'KL', 'BH', BH('Klagenfurt-Land'), [46.6247, 14.3053], 13, [
    ['20405', 'Ferlach', '9170', 46.5269, 14.2986],
    ['20402', 'Ebenthal in Kärnten', '9065', 46.6083, 14.3667, 1],
    ['20409', 'Grafenstein', '9131', 46.6150, 14.4667, 1],
  ]),
  d('205', 'Sankt Veit an der Glan', 'SV', 'BH', BH('Sankt Veit an der Glan'), [46.7683, 14.3603], 15, [
    ['20527', 'St. Veit an der Glan', '9300', 46.7683, 14.3603],
    ['20502', 'Brückl', '9371', 46.7500, 14.5333, 1],
    ['20501', 'Althofen', '9330', 46.8728, 14.4733, 1],
  ]),
  d('206', 'Spittal an der Drau', 'SP', 'BH', BH('Spittal an der Drau'), [46.7997, 13.4956], 17, [
    ['20635', 'Spittal an der Drau', '9800', 46.7997, 13.4956],
    ['20630', 'Radenthein', '9545', 46.8000, 13.7100, 1],
    ['20634', 'Seeboden am Millstätter See', '9871', 46.8194, 13.5167, 1],
  ]),
  d('207', 'Villach Land', 'VL', 'BH', BH('Villach-Land'), [46.6103, 13.8558], 22, [
    ['20702', 'Arnoldstein', '9601', 46.5486, 13.7094, 1],
    ['20710', 'Ferndorf', '9702', 46.7322, 13.6353, 1],
    ['20727', 'Wernberg', '9241', 46.6194, 13.9364, 1],
  ]),
  d('208', 'Völkermarkt', 'VK', 'BH', BH('Völkermarkt'), [46.6625, 14.6344], 9, [
    ['20817', 'Völkermarkt', '9100', 46.6625, 14.6344],
    ['20808', 'Griffen', '9112', 46.7047, 14.7322, 1],
    ['20803', 'Eberndorf', '9141', 46.5922, 14.6428, 1],
  ]),
  d('209', 'Wolfsberg', 'WO', 'BH', BH('Wolfsberg'), [46.8417, 14.8444], 10, [
    ['20923', 'Wolfsberg', '9400', 46.8417, 14.8444],
    ['20905', 'Frantschach-St. Gertraud', '9413', 46.9125, 14.8833, 1],
    ['20913', 'St. Andrä', '9433', 46.7647, 14.8219, 1],
  ]),
  d('210', 'Feldkirchen', 'FE', 'BH', BH('Feldkirchen'), [46.7236, 14.0944], 9, [
    ['21002', 'Feldkirchen in Kärnten', '9560', 46.7236, 14.0944],
    ['21003', 'Glanegg', '9555', 46.7200, 14.2000, 1],
    ['21010', 'Steuerberg', '9560', 46.7844, 14.1147, 1],
  ]),

  // 3 Niederösterreich
  d('301', 'Krems an der Donau (Stadt)', 'KS', 'MAG', 'Magistrat der Stadt Krems an der Donau', [48.4097, 15.6142], 3, [
    ['30101', 'Krems an der Donau', '3500', 48.4097, 15.6142, 2],
  ]),
  d('302', 'Sankt Pölten (Stadt)', 'P', 'MAG', 'Magistrat der Stadt St. Pölten', [48.2047, 15.6256], 3, [
    ['30201', 'St. Pölten', '3100', 48.2047, 15.6256, 2.5],
  ]),
  d('304', 'Wiener Neustadt (Stadt)', 'WN', 'MAG', 'Magistrat der Stadt Wiener Neustadt', [47.8151, 16.2431], 3, [
    ['30401', 'Wiener Neustadt', '2700', 47.8151, 16.2431, 2],
  ]),
  d('305', 'Amstetten', 'AM', 'BH', BH('Amstetten'), [48.1228, 14.8722], 10, [
    ['30502', 'Amstetten', '3300', 48.1228, 14.8722],
    ['30527', 'St. Georgen am Ybbsfelde', '3304', 48.1311, 14.9514, 1],
    ['30520', 'Neuhofen an der Ybbs', '3364', 48.0610, 14.8530, 1],
  ]),
  d('306', 'Baden', 'BN', 'BH', BH('Baden'), [48.0069, 16.2308], 10, [
    ['30604', 'Baden', '2500', 48.0069, 16.2308],
    ['30620', 'Leobersdorf', '2544', 47.9275, 16.2158, 1],
    ['30639', 'Traiskirchen', '2514', 48.0142, 16.2922],
    ['30615', 'Hirtenberg', '2552', 47.9333, 16.1833, 0.8],
  ]),
  d('307', 'Bruck an der Leitha', 'BL', 'BH', BH('Bruck an der Leitha'), [48.0258, 16.7792], 26, [
    ['30704', 'Bruck an der Leitha', '2460', 48.0258, 16.7792],
    ['30740', 'Schwechat', '2320', 48.1411, 16.4786],
    ['30730', 'Fischamend', '2401', 48.1167, 16.6125, 1],
    ['30716', 'Mannersdorf am Leithagebirge', '2452', 47.9722, 16.6000, 1],
  ]),
  d('308', 'Gänserndorf', 'GF', 'BH', BH('Gänserndorf'), [48.3392, 16.7206], 14, [
    ['30817', 'Gänserndorf', '2230', 48.3392, 16.7206],
    ['30856', 'Strasshof an der Nordbahn', '2231', 48.3167, 16.6500, 1],
    ['30808', 'Deutsch-Wagram', '2232', 48.2994, 16.5644, 1],
    ['30838', 'Matzen-Raggendorf', '2243', 48.4000, 16.7070, 1],
  ]),
  d('309', 'Gmünd', 'GD', 'BH', BH('Gmünd'), [48.7694, 14.9847], 8, [
    ['30908', 'Gmünd', '3950', 48.7694, 14.9847, 1],
    ['30935', 'Schrems', '3943', 48.7833, 15.0667, 1],
    ['30903', 'Brand-Nagelberg', '3871', 48.8300, 15.0300, 1],
  ]),
  d('310', 'Hollabrunn', 'HL', 'BH', BH('Hollabrunn'), [48.5628, 16.0794], 13, [
    ['31022', 'Hollabrunn', '2020', 48.5628, 16.0794],
    ['31053', 'Ziersdorf', '3710', 48.5300, 15.9250, 1],
    ['31051', 'Wullersdorf', '2041', 48.6250, 16.1000, 1],
  ]),
  d('312', 'Korneuburg', 'KO', 'BH', BH('Korneuburg'), [48.3453, 16.3331], 11, [
    ['31213', 'Korneuburg', '2100', 48.3453, 16.3331],
    ['31230', 'Stockerau', '2000', 48.3833, 16.2167],
    ['31206', 'Hagenbrunn', '2102', 48.3330, 16.4000, 1],
  ]),
  d('314', 'Lilienfeld', 'LF', 'BH', BH('Lilienfeld'), [48.0133, 15.5967], 7, [
    ['31407', 'Lilienfeld', '3180', 48.0133, 15.5967, 1],
    ['31413', 'Traisen', '3160', 48.0433, 15.6053, 1],
    ['31412', 'St. Veit an der Gölsen', '3161', 48.0433, 15.6667, 1],
  ]),
  d('315', 'Melk', 'ME', 'BH', BH('Melk'), [48.2269, 15.3306], 20, [
    ['31524', 'Melk', '3390', 48.2269, 15.3306],
    ['31533', 'Pöchlarn', '3380', 48.2125, 15.2100, 1],
    ['31520', 'Loosdorf', '3382', 48.2000, 15.4000, 1],
    ['31549', 'Ybbs an der Donau', '3370', 48.1667, 15.0833, 1],
  ]),
  d('316', 'Mistelbach', 'MI', 'BH', BH('Mistelbach'), [48.5703, 16.5764], 22, [
    ['31633', 'Mistelbach', '2130', 48.5703, 16.5764],
    ['31644', 'Poysdorf', '2170', 48.6667, 16.6333, 1],
    ['31655', 'Wolkersdorf im Weinviertel', '2120', 48.3833, 16.5167, 1],
  ]),
  d('317', 'Mödling', 'MD', 'BH', BH('Mödling'), [48.0856, 16.2883], 6, [
    ['31717', 'Mödling', '2340', 48.0856, 16.2883, 1],
    ['31725', 'Wiener Neudorf', '2351', 48.0833, 16.3167, 0.8],
    ['31710', 'Guntramsdorf', '2353', 48.0500, 16.3167, 1],
    ['31723', 'Vösendorf', '2331', 48.1167, 16.3333, 0.8],
  ]),
  d('318', 'Neunkirchen', 'NK', 'BH', BH('Neunkirchen'), [47.7269, 16.0817], 13, [
    ['31818', 'Neunkirchen', '2620', 47.7269, 16.0817],
    ['31839', 'Ternitz', '2630', 47.7167, 16.0333],
    ['31810', 'Gloggnitz', '2640', 47.6750, 15.9389, 1],
  ]),
  d('319', 'Sankt Pölten (Land)', 'PL', 'BH', BH('St. Pölten'), [48.2047, 15.6256], 19, [
    ['31912', 'Herzogenburg', '3130', 48.2833, 15.6944, 1],
    ['31947', 'Wilhelmsburg', '3150', 48.1092, 15.6100, 1],
    ['31929', 'Ober-Grafendorf', '3200', 48.1500, 15.5500, 1],
    ['31943', 'Traismauer', '3133', 48.3500, 15.7333, 1],
  ]),
  d('320', 'Scheibbs', 'SB', 'BH', BH('Scheibbs'), [48.0000, 15.1667], 16, [
    ['32013', 'Scheibbs', '3270', 48.0000, 15.1667, 1],
    ['32016', 'Wieselburg', '3250', 48.1333, 15.1333, 1],
    ['32008', 'Purgstall an der Erlauf', '3251', 48.0500, 15.1333, 1],
  ]),
  d('321', 'Tulln', 'TU', 'BH', BH('Tulln'), [48.3306, 16.0544], 21, [
    ['32135', 'Tulln an der Donau', '3430', 48.3306, 16.0544],
    ['32141', 'Zwentendorf an der Donau', '3435', 48.3453, 15.9108, 1],
    ['32120', 'Michelhausen', '3451', 48.2900, 15.9400, 1],
    ['32144', 'Klosterneuburg', '3400', 48.3053, 16.3253, 1],
  ]),
  d('323', 'Wiener Neustadt (Land)', 'WB', 'BH', BH('Wiener Neustadt'), [47.8151, 16.2431], 14, [
    ['32327', 'Sollenau', '2601', 47.9000, 16.2500, 1],
    ['32307', 'Felixdorf', '2603', 47.8770, 16.2430, 0.8],
    ['32304', 'Ebenfurth', '2490', 47.8833, 16.3667, 1],
    ['32337', 'Wöllersdorf-Steinabrückl', '2752', 47.8667, 16.1667, 1],
  ]),
  d('325', 'Zwettl', 'ZT', 'BH', BH('Zwettl'), [48.6033, 15.1689], 20, [
    ['32530', 'Zwettl-Niederösterreich', '3910', 48.6033, 15.1689],
    ['32501', 'Allentsteig', '3804', 48.6967, 15.3283, 1],
    ['32508', 'Groß Gerungs', '3920', 48.5750, 14.9583, 1],
  ]),

  // 4 Oberösterreich
  d('401', 'Stadt Linz', 'L', 'MAG', 'Magistrat der Landeshauptstadt Linz', [48.3064, 14.2861], 4, [
    ['40101', 'Linz', '4020', 48.2900, 14.3000, 3],
  ]),
  d('402', 'Stadt Steyr', 'SR', 'MAG', 'Magistrat der Stadt Steyr', [48.0427, 14.4213], 3, [
    ['40201', 'Steyr', '4400', 48.0427, 14.4213, 2],
  ]),
  d('403', 'Stadt Wels', 'WE', 'MAG', 'Magistrat der Stadt Wels', [48.1575, 14.0289], 3, [
    ['40301', 'Wels', '4600', 48.1575, 14.0289, 2.5],
  ]),
  d('404', 'Braunau', 'BR', 'BH', BH('Braunau am Inn'), [48.2586, 13.0342], 20, [
    ['40404', 'Braunau am Inn', '5280', 48.2530, 13.0500, 1.5],
    ['40438', 'St. Peter am Hart', '5282', 48.2500, 13.1000, 1],
    ['40421', 'Mattighofen', '5230', 48.1050, 13.1497, 1],
    ['40401', 'Altheim', '4950', 48.2500, 13.2333, 1],
  ]),
  d('405', 'Eferding', 'EF', 'BH', BH('Eferding'), [48.3086, 14.0228], 7, [
    ['40503', 'Eferding', '4070', 48.3086, 14.0228, 1],
    ['40501', 'Alkoven', '4072', 48.2875, 14.1000, 1],
    ['40509', 'Pupping', '4070', 48.3333, 14.0000, 1],
  ]),
  d('406', 'Freistadt', 'FR', 'BH', BH('Freistadt'), [48.5111, 14.5047], 18, [
    ['40601', 'Freistadt', '4240', 48.5111, 14.5047],
    ['40614', 'Pregarten', '4230', 48.3556, 14.5333, 1],
    ['40615', 'Rainbach im Mühlkreis', '4261', 48.5500, 14.4667, 1],
    ['40607', 'Kefermarkt', '4292', 48.4417, 14.5389, 1],
  ]),
  d('407', 'Gmunden', 'GM', 'BH', BH('Gmunden'), [47.9186, 13.7994], 13, [
    ['40705', 'Gmunden', '4810', 47.9186, 13.7994, 1],
    ['40711', 'Laakirchen', '4663', 47.9833, 13.8167, 1],
    ['40704', 'Ebensee am Traunsee', '4802', 47.8081, 13.7736, 1],
    ['40713', 'Ohlsdorf', '4694', 47.9583, 13.7917, 1],
  ]),
  d('408', 'Grieskirchen', 'GR', 'BH', BH('Grieskirchen'), [48.2350, 13.8317], 14, [
    ['40808', 'Grieskirchen', '4710', 48.2350, 13.8317, 1],
    ['40827', 'Schlüßlberg', '4707', 48.2167, 13.8667, 1],
    ['40802', 'Bad Schallerbach', '4701', 48.2333, 13.9167, 1],
    ['40835', 'Peuerbach', '4722', 48.3456, 13.7733, 1],
  ]),
  d('409', 'Kirchdorf', 'KI', 'BH', BH('Kirchdorf an der Krems'), [47.9056, 14.1219], 17, [
    ['40905', 'Kirchdorf an der Krems', '4560', 47.9056, 14.1219, 1],
    ['40908', 'Micheldorf in Oberösterreich', '4563', 47.8767, 14.1339, 1],
    ['40907', 'Kremsmünster', '4550', 48.0531, 14.1297, 1],
    ['40922', 'Wartberg an der Krems', '4552', 47.9906, 14.1197, 1],
  ]),
  d('410', 'Linz-Land', 'LL', 'BH', BH('Linz-Land'), [48.2208, 14.2397], 18, [
    ['41021', 'Traun', '4050', 48.2208, 14.2397],
    ['41005', 'Enns', '4470', 48.2136, 14.4750],
    ['41012', 'Leonding', '4060', 48.2667, 14.2500, 1],
    ['41002', 'Ansfelden', '4052', 48.2083, 14.2900, 1],
    ['41003', 'Asten', '4481', 48.2200, 14.4200, 1],
  ]),
  d('411', 'Perg', 'PE', 'BH', BH('Perg'), [48.2500, 14.6333], 17, [
    ['41116', 'Perg', '4320', 48.2500, 14.6333, 1],
    ['41124', 'Schwertberg', '4311', 48.2742, 14.5847, 1],
    ['41111', 'Mauthausen', '4310', 48.2433, 14.5175, 1],
    ['41105', 'Grein', '4360', 48.2267, 14.8550, 0.8],
  ]),
  d('412', 'Ried', 'RI', 'BH', BH('Ried im Innkreis'), [48.2100, 13.4894], 7, [
    ['41225', 'Ried im Innkreis', '4910', 48.2100, 13.4894, 1],
    ['41209', 'Hohenzell', '4921', 48.1980, 13.4250, 1],
    ['41203', 'Aurolzmünster', '4971', 48.2500, 13.4667, 1],
  ]),
  d('413', 'Rohrbach', 'RO', 'BH', BH('Rohrbach'), [48.5725, 13.9886], 11, [
    ['41344', 'Rohrbach-Berg', '4150', 48.5725, 13.9886, 1],
    ['41309', 'Haslach an der Mühl', '4170', 48.5772, 14.0394, 1],
    ['41328', 'Putzleinsdorf', '4134', 48.5130, 13.8760, 1],
  ]),
  d('414', 'Schärding', 'SD', 'BH', BH('Schärding'), [48.4556, 13.4319], 15, [
    ['41422', 'Schärding', '4780', 48.4556, 13.4319, 1],
    ['41425', 'Suben', '4975', 48.4142, 13.4333, 1],
    ['41402', 'Andorf', '4770', 48.3717, 13.5739, 1],
  ]),
  d('415', 'Steyr-Land', 'SE', 'BH', BH('Steyr-Land'), [48.0427, 14.4213], 14, [
    ['41516', 'Sierning', '4522', 48.0436, 14.3097, 1],
    ['41504', 'Dietach', '4407', 48.0900, 14.4200, 1],
    ['41506', 'Garsten', '4451', 48.0236, 14.4056, 0.8],
    ['41517', 'Ternberg', '4452', 47.9444, 14.3583, 1],
  ]),
  d('416', 'Urfahr-Umgebung', 'UU', 'BH', BH('Urfahr-Umgebung'), [48.3064, 14.2861], 18, [
    ['41624', 'Steyregg', '4221', 48.2833, 14.3667, 1],
    ['41617', 'Ottensheim', '4100', 48.3333, 14.1833, 1],
    ['41607', 'Gallneukirchen', '4210', 48.3531, 14.4158, 1],
    ['41606', 'Feldkirchen an der Donau', '4101', 48.3456, 14.0500, 1],
  ]),
  d('417', 'Vöcklabruck', 'VB', 'BH', BH('Vöcklabruck'), [48.0086, 13.6556], 7, [
    ['41746', 'Vöcklabruck', '4840', 48.0086, 13.6556, 1],
    ['41713', 'Lenzing', '4860', 47.9700, 13.6150, 1],
    ['41743', 'Timelkam', '4850', 48.0039, 13.6067, 1],
    ['41703', 'Attnang-Puchheim', '4800', 48.0083, 13.7167, 1],
    ['41731', 'Regau', '4844', 47.9917, 13.6889, 0.8],
  ]),
  d('418', 'Wels-Land', 'WL', 'BH', BH('Wels-Land'), [48.1575, 14.0289], 15, [
    ['41812', 'Marchtrenk', '4614', 48.1917, 14.1100, 1],
    ['41808', 'Gunskirchen', '4623', 48.1333, 13.9500, 1],
    ['41811', 'Lambach', '4650', 48.0917, 13.8750, 0.8],
    ['41817', 'Sattledt', '4642', 48.0750, 14.0500, 1],
  ]),

  // 5 Salzburg
  d('501', 'Salzburg (Stadt)', 'S', 'MAG', 'Magistrat der Stadt Salzburg', [47.8095, 13.0550], 3, [
    ['50101', 'Salzburg', '5020', 47.8095, 13.0550, 2.5],
  ]),
  d('502', 'Hallein', 'HA', 'BH', BH('Hallein'), [47.6833, 13.1000], 11, [
    ['50205', 'Hallein', '5400', 47.6833, 13.1000, 1],
    ['50207', 'Kuchl', '5431', 47.6267, 13.1481, 1],
    ['50204', 'Golling an der Salzach', '5440', 47.5967, 13.1667, 1],
  ]),
  d('503', 'Salzburg-Umgebung', 'SL', 'BH', BH('Salzburg-Umgebung'), [47.8095, 13.0550], 12, [
    ['50338', 'Wals-Siezenheim', '5071', 47.7833, 12.9833, 1],
    ['50303', 'Bergheim', '5101', 47.8333, 13.0333, 1],
    ['50314', 'Grödig', '5082', 47.7333, 13.0333, 1],
    ['50310', 'Eugendorf', '5301', 47.8667, 13.1333, 1],
  ]),
  d('504', 'Sankt Johann im Pongau', 'JO', 'BH', BH('St. Johann im Pongau'), [47.3500, 13.2000], 15, [
    ['50418', 'Sankt Johann im Pongau', '5600', 47.3500, 13.2000, 1],
    ['50404', 'Bischofshofen', '5500', 47.4167, 13.2167, 1],
    ['50421', 'Schwarzach im Pongau', '5620', 47.3194, 13.1528, 0.8],
    ['50424', 'Werfen', '5450', 47.4750, 13.1917, 1],
  ]),
  d('505', 'Tamsweg', 'TA', 'BH', BH('Tamsweg'), [47.1283, 13.8089], 14, [
    ['50510', 'Tamsweg', '5580', 47.1283, 13.8089, 1],
    ['50509', 'Sankt Michael im Lungau', '5582', 47.0989, 13.6372, 1],
    ['50504', 'Mauterndorf', '5570', 47.1333, 13.6833, 1],
  ]),
  d('506', 'Zell am See', 'ZE', 'BH', BH('Zell am See'), [47.3256, 12.7944], 12, [
    ['50628', 'Zell am See', '5700', 47.3256, 12.7944, 1],
    ['50619', 'Saalfelden am Steinernen Meer', '5760', 47.4267, 12.8483, 1],
    ['50606', 'Kaprun', '5710', 47.2722, 12.7597, 1],
  ]),

  // 6 Steiermark
  d('601', 'Graz (Stadt)', 'G', 'MAG', 'Magistrat der Stadt Graz', [47.0707, 15.4395], 4, [
    ['60101', 'Graz', '8020', 47.0600, 15.4300, 3],
  ]),
  d('603', 'Deutschlandsberg', 'DL', 'BH', BH('Deutschlandsberg'), [46.8153, 15.2222], 18, [
    ['60344', 'Deutschlandsberg', '8530', 46.8153, 15.2222, 1],
    ['60305', 'Frauental an der Laßnitz', '8523', 46.8283, 15.2528, 1],
    ['60350', 'Stainz', '8510', 46.8942, 15.2633, 1],
    ['60318', 'Lannach', '8502', 46.9458, 15.3319, 1],
  ]),
  d('606', 'Graz-Umgebung', 'GU', 'BH', BH('Graz-Umgebung'), [47.0707, 15.4395], 18, [
    ['60613', 'Gratkorn', '8101', 47.1333, 15.3500, 1],
    ['60624', 'Kalsdorf bei Graz', '8401', 46.9667, 15.4833, 1],
    ['60655', 'Werndorf', '8402', 46.9250, 15.4917, 1],
    ['60664', 'Gratwein-Straßengel', '8112', 47.1167, 15.3333, 1],
  ]),
  d('610', 'Leibnitz', 'LB', 'BH', BH('Leibnitz'), [46.7800, 15.5400], 13, [
    ['61053', 'Leibnitz', '8430', 46.7800, 15.5400, 1],
    ['61045', 'Wagna', '8435', 46.7667, 15.5667, 1],
    ['61059', 'Wildon', '8410', 46.8833, 15.5167, 1],
    ['61012', 'Gralla', '8431', 46.8083, 15.5500, 1],
  ]),
  d('611', 'Leoben', 'LN', 'BH', BH('Leoben'), [47.3817, 15.0972], 11, [
    ['61108', 'Leoben', '8700', 47.3817, 15.0972, 1.5],
    ['61110', 'Niklasdorf', '8712', 47.3833, 15.1500, 1],
    ['61120', 'Trofaiach', '8793', 47.4256, 15.0067, 1],
  ]),
  d('612', 'Liezen', 'LI', 'BH', BH('Liezen'), [47.5667, 14.2333], 21, [
    ['61259', 'Liezen', '8940', 47.5667, 14.2333, 1],
    ['61263', 'Rottenmann', '8786', 47.5250, 14.3500, 1],
    ['61243', 'Selzthal', '8900', 47.5500, 14.3167, 1],
    ['61247', 'Trieben', '8784', 47.4833, 14.4833, 1],
  ]),
  d('614', 'Murau', 'MU', 'BH', BH('Murau'), [47.1111, 14.1711], 20, [
    ['61438', 'Murau', '8850', 47.1111, 14.1711, 1],
    ['61444', 'Scheifling', '8811', 47.1500, 14.4167, 1],
    ['61442', 'Sankt Georgen am Kreischberg', '8861', 47.1000, 14.1167, 1],
    ['61446', 'Teufenbach-Katsch', '8833', 47.1333, 14.3500, 1],
  ]),
  d('616', 'Voitsberg', 'VO', 'BH', BH('Voitsberg'), [47.0447, 15.1486], 11, [
    ['61625', 'Voitsberg', '8570', 47.0447, 15.1486, 1],
    ['61631', 'Köflach', '8580', 47.0639, 15.0889, 1],
    ['61626', 'Bärnbach', '8572', 47.0714, 15.1267, 0.8],
    ['61633', 'Söding-Sankt Johann', '8561', 47.0000, 15.2700, 1],
  ]),
  d('617', 'Weiz', 'WZ', 'BH', BH('Weiz'), [47.2192, 15.6250], 18, [
    ['61766', 'Weiz', '8160', 47.2192, 15.6250, 1],
    ['61760', 'Gleisdorf', '8200', 47.1036, 15.7081, 1],
    ['61740', 'Puch bei Weiz', '8182', 47.2167, 15.7167, 1],
    ['61759', 'Gersdorf an der Feistritz', '8212', 47.1667, 15.8500, 1],
  ]),
  d('620', 'Murtal', 'MT', 'BH', BH('Murtal'), [47.1722, 14.6603], 14, [
    ['62040', 'Judenburg', '8750', 47.1722, 14.6603, 1],
    ['62038', 'Zeltweg', '8740', 47.1906, 14.7511, 1],
    ['62041', 'Knittelfeld', '8720', 47.2150, 14.8289, 1],
    ['62043', 'Pöls-Oberkurzheim', '8761', 47.2200, 14.5800, 1],
  ]),
  d('621', 'Bruck-Mürzzuschlag', 'BM', 'BH', BH('Bruck-Mürzzuschlag'), [47.4106, 15.2686], 18, [
    ['62139', 'Bruck an der Mur', '8600', 47.4106, 15.2686, 1],
    ['62140', 'Kapfenberg', '8605', 47.4444, 15.2931, 1.5],
    ['62141', 'Kindberg', '8650', 47.5044, 15.4472, 1],
  ]),
  d('622', 'Hartberg-Fürstenfeld', 'HF', 'BH', BH('Hartberg-Fürstenfeld'), [47.2806, 15.9700], 28, [
    ['62219', 'Hartberg', '8230', 47.2806, 15.9700, 1],
    ['62268', 'Grafendorf bei Hartberg', '8232', 47.3333, 15.9833, 1],
    ['62271', 'Ilz', '8262', 47.0833, 15.9333, 1],
    ['62267', 'Fürstenfeld', '8280', 47.0500, 16.0833, 1],
  ]),
  d('623', 'Südoststeiermark', 'SO', 'BH', BH('Südoststeiermark'), [46.9553, 15.8881], 11, [
    ['62379', 'Feldbach', '8330', 46.9553, 15.8881, 1],
    ['62378', 'Fehring', '8350', 46.9369, 16.0106, 1],
    ['62380', 'Gnas', '8342', 46.8711, 15.8258, 1],
  ]),

  // 7 Tirol
  d('701', 'Innsbruck-Stadt', 'I', 'MAG', 'Magistrat der Stadt Innsbruck', [47.2692, 11.4041], 3, [
    ['70101', 'Innsbruck', '6020', 47.2650, 11.4100, 2],
  ]),
  d('702', 'Imst', 'IM', 'BH', BH('Imst'), [47.2450, 10.7397], 12, [
    ['70203', 'Imst', '6460', 47.2450, 10.7397, 1],
    ['70216', 'Roppen', '6426', 47.2167, 10.8167, 0.8],
    ['70202', 'Haiming', '6425', 47.2500, 10.8800, 1],
    ['70222', 'Tarrenz', '6464', 47.2667, 10.7667, 0.8],
  ]),
  d('703', 'Innsbruck-Land', 'IL', 'BH', BH('Innsbruck'), [47.2692, 11.4041], 16, [
    ['70346', 'Rum', '6063', 47.2833, 11.4500, 1],
    ['70301', 'Absam', '6067', 47.2950, 11.5050, 1],
    ['70320', 'Kematen in Tirol', '6175', 47.2583, 11.2667, 0.8],
    ['70319', 'Inzing', '6401', 47.2750, 11.2000, 0.8],
  ]),
  d('704', 'Kitzbühel', 'KB', 'BH', BH('Kitzbühel'), [47.4464, 12.3925], 13, [
    ['70411', 'Kitzbühel', '6370', 47.4464, 12.3925, 1],
    ['70416', 'St. Johann in Tirol', '6380', 47.5228, 12.4233, 1],
    ['70403', 'Fieberbrunn', '6391', 47.4767, 12.5450, 1],
  ]),
  d('705', 'Kufstein', 'KU', 'BH', BH('Kufstein'), [47.5833, 12.1667], 19, [
    ['70513', 'Kufstein', '6330', 47.5833, 12.1667, 1],
    ['70531', 'Wörgl', '6300', 47.4872, 12.0661, 1],
    ['70514', 'Kundl', '6250', 47.4667, 11.9833, 1],
    ['70511', 'Kirchbichl', '6322', 47.5167, 12.0833, 1],
    ['70515', 'Langkampfen', '6336', 47.5500, 12.1000, 1],
  ]),
  d('706', 'Landeck', 'LA', 'BH', BH('Landeck'), [47.1394, 10.5656], 10, [
    ['70614', 'Landeck', '6500', 47.1394, 10.5656, 0.8],
    ['70630', 'Zams', '6511', 47.1583, 10.5917, 0.8],
    ['70622', 'Schönwies', '6491', 47.1917, 10.6583, 0.8],
  ]),
  d('707', 'Lienz', 'LZ', 'BH', BH('Lienz'), [46.8297, 12.7697], 7, [
    ['70716', 'Lienz', '9900', 46.8297, 12.7697, 1],
    ['70719', 'Nußdorf-Debant', '9990', 46.8333, 12.8167, 0.8],
    ['70707', 'Dölsach', '9991', 46.8167, 12.8500, 0.8],
  ]),
  d('708', 'Reutte', 'RE', 'BH', BH('Reutte'), [47.4833, 10.7167], 4, [
    ['70828', 'Reutte', '6600', 47.4833, 10.7167, 0.8],
    ['70805', 'Breitenwang', '6600', 47.4833, 10.7333, 0.6],
    ['70826', 'Pflach', '6600', 47.5000, 10.7000, 0.6],
  ]),
  d('709', 'Schwaz', 'SZ', 'BH', BH('Schwaz'), [47.3450, 11.7083], 10, [
    ['70926', 'Schwaz', '6130', 47.3450, 11.7083, 1],
    ['70917', 'Jenbach', '6200', 47.3889, 11.7806, 1],
    ['70936', 'Vomp', '6134', 47.3500, 11.6833, 0.8],
    ['70937', 'Weer', '6116', 47.3000, 11.6500, 0.8],
  ]),

  // 8 Vorarlberg
  d('801', 'Bludenz', 'BZ', 'BH', BH('Bludenz'), [47.1547, 9.8222], 11, [
    ['80103', 'Bludenz', '6700', 47.1547, 9.8222, 1],
    ['80117', 'Nüziders', '6714', 47.1667, 9.8000, 0.8],
    ['80115', 'Ludesch', '6713', 47.1950, 9.7800, 0.8],
    ['80116', 'Nenzing', '6710', 47.1833, 9.7000, 1],
  ]),
  d('802', 'Bregenz', 'B', 'BH', BH('Bregenz'), [47.5031, 9.7471], 8, [
    ['80207', 'Bregenz', '6900', 47.5031, 9.7471, 1],
    ['80215', 'Hard', '6971', 47.4833, 9.6833, 1],
    ['80240', 'Wolfurt', '6922', 47.4667, 9.7500, 1],
    ['80224', 'Lauterach', '6923', 47.4833, 9.7333, 0.8],
  ]),
  d('803', 'Dornbirn', 'DO', 'BH', BH('Dornbirn'), [47.4125, 9.7417], 9, [
    ['80301', 'Dornbirn', '6850', 47.4125, 9.7417, 1.5],
    ['80303', 'Lustenau', '6890', 47.4333, 9.6500, 1],
    ['80302', 'Hohenems', '6845', 47.3667, 9.6833, 1],
  ]),
  d('804', 'Feldkirch', 'FK', 'BH', BH('Feldkirch'), [47.2381, 9.5981], 12, [
    ['80404', 'Feldkirch', '6800', 47.2381, 9.5981, 1],
    ['80414', 'Rankweil', '6830', 47.2711, 9.6439, 1],
    ['80408', 'Götzis', '6840', 47.3333, 9.6333, 1],
    ['80405', 'Frastanz', '6820', 47.2167, 9.6333, 0.8],
  ]),

  // 9 Wien (the 23 municipal districts appear as Bezirke 901-923 in the statistics)
  d('909', 'Wien 9., Alsergrund', 'W', 'WIEN', WIEN, [48.2250, 16.3570], 1, [
    ['90901', 'Wien-Alsergrund', '1090', 48.2250, 16.3570, 0.6],
  ]),
  d('910', 'Wien 10., Favoriten', 'W', 'WIEN', WIEN, [48.1550, 16.3820], 2, [
    ['91001', 'Wien-Favoriten', '1100', 48.1550, 16.3820, 1.5],
  ]),
  d('911', 'Wien 11., Simmering', 'W', 'WIEN', WIEN, [48.1680, 16.4300], 2, [
    ['91101', 'Wien-Simmering', '1110', 48.1680, 16.4300, 1.5],
  ]),
  d('921', 'Wien 21., Floridsdorf', 'W', 'WIEN', WIEN, [48.2700, 16.4000], 2, [
    ['92101', 'Wien-Floridsdorf', '1210', 48.2700, 16.4000, 1.5],
  ]),
  d('922', 'Wien 22., Donaustadt', 'W', 'WIEN', WIEN, [48.2250, 16.4700], 2.5, [
    ['92201', 'Wien-Donaustadt', '1220', 48.2250, 16.4700, 2],
  ]),
  d('923', 'Wien 23., Liesing', 'W', 'WIEN', WIEN, [48.1400, 16.2900], 2, [
    ['92301', 'Wien-Liesing', '1230', 48.1400, 16.2900, 1.5],
  ]),
];

export const DEFAULT_MUNICIPALITY_RADIUS_KM = 1.2;

export function bundeslandByCode(code: string): Bundesland {
  const b = BUNDESLAENDER.find((x) => x.code === code);
  if (!b) throw new Error(`unknown Bundesland ${code}`);
  return b;
}

export function districtByCode(code: string): District {
  const x = DISTRICTS.find((y) => y.code === code);
  if (!x) throw new Error(`unknown Bezirk ${code}`);
  return x;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
