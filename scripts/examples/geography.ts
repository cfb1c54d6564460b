/**
 * Real Austrian geography for the example data: the 9 Bundesländer and a subset of the political
 * districts (Bezirke) with some of their municipalities (Gemeinden).
 *
 * Codes and names: Statistik Austria 2021 (CC BY 4.0), data.statistik.gv.at. Only the subset the
 * examples need is written here, in this project's own form (Vienna district names with normalised
 * spacing). Postal codes are the municipality's main postcode. A site lies inside its municipality's real
 * boundary (mock/geo/municipalities.ts); the checks in generate.ts verify it.
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

type M = [code: string, name: string, postalCode: string];
type Kind = 'BH' | 'MAG' | 'WIEN';

function d(
  code: string,
  name: string,
  abbr: string,
  kind: Kind,
  authorityName: string,
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
    municipalities: municipalities.map(([c, n, plz]) => ({ code: c, name: n, postalCode: plz })),
  };
}

const BH = (name: string) => `Bezirkshauptmannschaft ${name}`;
const WIEN = 'Magistrat der Stadt Wien';

export const DISTRICTS: readonly District[] = [
  // 1 Burgenland
  d('101', 'Eisenstadt (Stadt)', 'E', 'MAG', 'Magistrat der Freistadt Eisenstadt', [
    ['10101', 'Eisenstadt', '7000'],
  ]),
  d('103', 'Eisenstadt-Umgebung', 'EU', 'BH', BH('Eisenstadt-Umgebung'), [
    ['10308', 'Müllendorf', '7052'],
    ['10304', 'Hornstein', '7053'],
    ['10315', 'Siegendorf', '7011'],
  ]),
  d('104', 'Güssing', 'GS', 'BH', BH('Güssing'), [
    ['10405', 'Güssing', '7540'],
    ['10416', 'Strem', '7522'],
    ['10417', 'Tobaj', '7544'],
  ]),
  d('106', 'Mattersburg', 'MA', 'BH', BH('Mattersburg'), [
    ['10606', 'Mattersburg', '7210'],
    ['10607', 'Neudörfl', '7201'],
    ['10609', 'Pöttsching', '7033'],
  ]),
  d('107', 'Neusiedl am See', 'ND', 'BH', BH('Neusiedl am See'), [
    ['10713', 'Neusiedl am See', '7100'],
    ['10717', 'Parndorf', '7111'],
    ['10722', 'Weiden am See', '7121'],
  ]),
  d('108', 'Oberpullendorf', 'OP', 'BH', BH('Oberpullendorf'), [
    ['10816', 'Oberpullendorf', '7350'],
    ['10822', 'Stoob', '7344'],
    ['10814', 'Neutal', '7343'],
  ]),
  d('109', 'Oberwart', 'OW', 'BH', BH('Oberwart'), [
    ['10917', 'Oberwart', '7400'],
    ['10918', 'Pinkafeld', '7423'],
    ['10905', 'Großpetersdorf', '7503'],
  ]),

  // 2 Kärnten
  d('201', 'Klagenfurt Stadt', 'K', 'MAG', 'Magistrat der Landeshauptstadt Klagenfurt am Wörthersee', [
    ['20101', 'Klagenfurt am Wörthersee', '9020'],
  ]),
  d('202', 'Villach Stadt', 'VI', 'MAG', 'Magistrat der Stadt Villach', [
    ['20201', 'Villach', '9500'],
  ]),
  d('204', 'Klagenfurt Land', 'KL', 'BH', BH('Klagenfurt-Land'), [
    ['20405', 'Ferlach', '9170'],
    ['20402', 'Ebenthal in Kärnten', '9065'],
    ['20409', 'Grafenstein', '9131'],
  ]),
  d('205', 'Sankt Veit an der Glan', 'SV', 'BH', BH('Sankt Veit an der Glan'), [
    ['20527', 'St. Veit an der Glan', '9300'],
    ['20502', 'Brückl', '9371'],
    ['20501', 'Althofen', '9330'],
  ]),
  d('206', 'Spittal an der Drau', 'SP', 'BH', BH('Spittal an der Drau'), [
    ['20635', 'Spittal an der Drau', '9800'],
    ['20630', 'Radenthein', '9545'],
    ['20634', 'Seeboden am Millstätter See', '9871'],
  ]),
  d('207', 'Villach Land', 'VL', 'BH', BH('Villach-Land'), [
    ['20702', 'Arnoldstein', '9601'],
    ['20710', 'Ferndorf', '9702'],
    ['20727', 'Wernberg', '9241'],
  ]),
  d('208', 'Völkermarkt', 'VK', 'BH', BH('Völkermarkt'), [
    ['20817', 'Völkermarkt', '9100'],
    ['20808', 'Griffen', '9112'],
    ['20803', 'Eberndorf', '9141'],
  ]),
  d('209', 'Wolfsberg', 'WO', 'BH', BH('Wolfsberg'), [
    ['20923', 'Wolfsberg', '9400'],
    ['20905', 'Frantschach-St. Gertraud', '9413'],
    ['20913', 'St. Andrä', '9433'],
  ]),
  d('210', 'Feldkirchen', 'FE', 'BH', BH('Feldkirchen'), [
    ['21002', 'Feldkirchen in Kärnten', '9560'],
    ['21003', 'Glanegg', '9555'],
    ['21010', 'Steuerberg', '9560'],
  ]),

  // 3 Niederösterreich
  d('301', 'Krems an der Donau (Stadt)', 'KS', 'MAG', 'Magistrat der Stadt Krems an der Donau', [
    ['30101', 'Krems an der Donau', '3500'],
  ]),
  d('302', 'Sankt Pölten (Stadt)', 'P', 'MAG', 'Magistrat der Stadt St. Pölten', [
    ['30201', 'St. Pölten', '3100'],
  ]),
  d('304', 'Wiener Neustadt (Stadt)', 'WN', 'MAG', 'Magistrat der Stadt Wiener Neustadt', [
    ['30401', 'Wiener Neustadt', '2700'],
  ]),
  d('305', 'Amstetten', 'AM', 'BH', BH('Amstetten'), [
    ['30502', 'Amstetten', '3300'],
    ['30527', 'St. Georgen am Ybbsfelde', '3304'],
    ['30520', 'Neuhofen an der Ybbs', '3364'],
  ]),
  d('306', 'Baden', 'BN', 'BH', BH('Baden'), [
    ['30604', 'Baden', '2500'],
    ['30620', 'Leobersdorf', '2544'],
    ['30639', 'Traiskirchen', '2514'],
    ['30615', 'Hirtenberg', '2552'],
  ]),
  d('307', 'Bruck an der Leitha', 'BL', 'BH', BH('Bruck an der Leitha'), [
    ['30704', 'Bruck an der Leitha', '2460'],
    ['30740', 'Schwechat', '2320'],
    ['30730', 'Fischamend', '2401'],
    ['30716', 'Mannersdorf am Leithagebirge', '2452'],
  ]),
  d('308', 'Gänserndorf', 'GF', 'BH', BH('Gänserndorf'), [
    ['30817', 'Gänserndorf', '2230'],
    ['30856', 'Strasshof an der Nordbahn', '2231'],
    ['30808', 'Deutsch-Wagram', '2232'],
    ['30838', 'Matzen-Raggendorf', '2243'],
  ]),
  d('309', 'Gmünd', 'GD', 'BH', BH('Gmünd'), [
    ['30908', 'Gmünd', '3950'],
    ['30935', 'Schrems', '3943'],
    ['30903', 'Brand-Nagelberg', '3871'],
  ]),
  d('310', 'Hollabrunn', 'HL', 'BH', BH('Hollabrunn'), [
    ['31022', 'Hollabrunn', '2020'],
    ['31053', 'Ziersdorf', '3710'],
    ['31051', 'Wullersdorf', '2041'],
  ]),
  d('312', 'Korneuburg', 'KO', 'BH', BH('Korneuburg'), [
    ['31213', 'Korneuburg', '2100'],
    ['31230', 'Stockerau', '2000'],
    ['31206', 'Hagenbrunn', '2102'],
  ]),
  d('314', 'Lilienfeld', 'LF', 'BH', BH('Lilienfeld'), [
    ['31407', 'Lilienfeld', '3180'],
    ['31413', 'Traisen', '3160'],
    ['31412', 'St. Veit an der Gölsen', '3161'],
  ]),
  d('315', 'Melk', 'ME', 'BH', BH('Melk'), [
    ['31524', 'Melk', '3390'],
    ['31533', 'Pöchlarn', '3380'],
    ['31520', 'Loosdorf', '3382'],
    ['31549', 'Ybbs an der Donau', '3370'],
  ]),
  d('316', 'Mistelbach', 'MI', 'BH', BH('Mistelbach'), [
    ['31633', 'Mistelbach', '2130'],
    ['31644', 'Poysdorf', '2170'],
    ['31655', 'Wolkersdorf im Weinviertel', '2120'],
  ]),
  d('317', 'Mödling', 'MD', 'BH', BH('Mödling'), [
    ['31717', 'Mödling', '2340'],
    ['31725', 'Wiener Neudorf', '2351'],
    ['31710', 'Guntramsdorf', '2353'],
    ['31723', 'Vösendorf', '2331'],
  ]),
  d('318', 'Neunkirchen', 'NK', 'BH', BH('Neunkirchen'), [
    ['31818', 'Neunkirchen', '2620'],
    ['31839', 'Ternitz', '2630'],
    ['31810', 'Gloggnitz', '2640'],
  ]),
  d('319', 'Sankt Pölten (Land)', 'PL', 'BH', BH('St. Pölten'), [
    ['31912', 'Herzogenburg', '3130'],
    ['31947', 'Wilhelmsburg', '3150'],
    ['31929', 'Ober-Grafendorf', '3200'],
    ['31943', 'Traismauer', '3133'],
  ]),
  d('320', 'Scheibbs', 'SB', 'BH', BH('Scheibbs'), [
    ['32013', 'Scheibbs', '3270'],
    ['32016', 'Wieselburg', '3250'],
    ['32008', 'Purgstall an der Erlauf', '3251'],
  ]),
  d('321', 'Tulln', 'TU', 'BH', BH('Tulln'), [
    ['32135', 'Tulln an der Donau', '3430'],
    ['32141', 'Zwentendorf an der Donau', '3435'],
    ['32120', 'Michelhausen', '3451'],
    ['32144', 'Klosterneuburg', '3400'],
  ]),
  d('323', 'Wiener Neustadt (Land)', 'WB', 'BH', BH('Wiener Neustadt'), [
    ['32327', 'Sollenau', '2601'],
    ['32307', 'Felixdorf', '2603'],
    ['32304', 'Ebenfurth', '2490'],
    ['32337', 'Wöllersdorf-Steinabrückl', '2752'],
  ]),
  d('325', 'Zwettl', 'ZT', 'BH', BH('Zwettl'), [
    ['32530', 'Zwettl-Niederösterreich', '3910'],
    ['32501', 'Allentsteig', '3804'],
    ['32508', 'Groß Gerungs', '3920'],
  ]),

  // 4 Oberösterreich
  d('401', 'Stadt Linz', 'L', 'MAG', 'Magistrat der Landeshauptstadt Linz', [
    ['40101', 'Linz', '4020'],
  ]),
  d('402', 'Stadt Steyr', 'SR', 'MAG', 'Magistrat der Stadt Steyr', [
    ['40201', 'Steyr', '4400'],
  ]),
  d('403', 'Stadt Wels', 'WE', 'MAG', 'Magistrat der Stadt Wels', [
    ['40301', 'Wels', '4600'],
  ]),
  d('404', 'Braunau', 'BR', 'BH', BH('Braunau am Inn'), [
    ['40404', 'Braunau am Inn', '5280'],
    ['40438', 'St. Peter am Hart', '5282'],
    ['40421', 'Mattighofen', '5230'],
    ['40401', 'Altheim', '4950'],
  ]),
  d('405', 'Eferding', 'EF', 'BH', BH('Eferding'), [
    ['40503', 'Eferding', '4070'],
    ['40501', 'Alkoven', '4072'],
    ['40509', 'Pupping', '4070'],
  ]),
  d('406', 'Freistadt', 'FR', 'BH', BH('Freistadt'), [
    ['40601', 'Freistadt', '4240'],
    ['40614', 'Pregarten', '4230'],
    ['40615', 'Rainbach im Mühlkreis', '4261'],
    ['40607', 'Kefermarkt', '4292'],
  ]),
  d('407', 'Gmunden', 'GM', 'BH', BH('Gmunden'), [
    ['40705', 'Gmunden', '4810'],
    ['40711', 'Laakirchen', '4663'],
    ['40704', 'Ebensee am Traunsee', '4802'],
    ['40713', 'Ohlsdorf', '4694'],
  ]),
  d('408', 'Grieskirchen', 'GR', 'BH', BH('Grieskirchen'), [
    ['40808', 'Grieskirchen', '4710'],
    ['40827', 'Schlüßlberg', '4707'],
    ['40802', 'Bad Schallerbach', '4701'],
    ['40835', 'Peuerbach', '4722'],
  ]),
  d('409', 'Kirchdorf', 'KI', 'BH', BH('Kirchdorf an der Krems'), [
    ['40905', 'Kirchdorf an der Krems', '4560'],
    ['40908', 'Micheldorf in Oberösterreich', '4563'],
    ['40907', 'Kremsmünster', '4550'],
    ['40922', 'Wartberg an der Krems', '4552'],
  ]),
  d('410', 'Linz-Land', 'LL', 'BH', BH('Linz-Land'), [
    ['41021', 'Traun', '4050'],
    ['41005', 'Enns', '4470'],
    ['41012', 'Leonding', '4060'],
    ['41002', 'Ansfelden', '4052'],
    ['41003', 'Asten', '4481'],
  ]),
  d('411', 'Perg', 'PE', 'BH', BH('Perg'), [
    ['41116', 'Perg', '4320'],
    ['41124', 'Schwertberg', '4311'],
    ['41111', 'Mauthausen', '4310'],
    ['41105', 'Grein', '4360'],
  ]),
  d('412', 'Ried', 'RI', 'BH', BH('Ried im Innkreis'), [
    ['41225', 'Ried im Innkreis', '4910'],
    ['41209', 'Hohenzell', '4921'],
    ['41203', 'Aurolzmünster', '4971'],
  ]),
  d('413', 'Rohrbach', 'RO', 'BH', BH('Rohrbach'), [
    ['41344', 'Rohrbach-Berg', '4150'],
    ['41309', 'Haslach an der Mühl', '4170'],
    ['41328', 'Putzleinsdorf', '4134'],
  ]),
  d('414', 'Schärding', 'SD', 'BH', BH('Schärding'), [
    ['41422', 'Schärding', '4780'],
    ['41425', 'Suben', '4975'],
    ['41402', 'Andorf', '4770'],
  ]),
  d('415', 'Steyr-Land', 'SE', 'BH', BH('Steyr-Land'), [
    ['41516', 'Sierning', '4522'],
    ['41504', 'Dietach', '4407'],
    ['41506', 'Garsten', '4451'],
    ['41517', 'Ternberg', '4452'],
  ]),
  d('416', 'Urfahr-Umgebung', 'UU', 'BH', BH('Urfahr-Umgebung'), [
    ['41624', 'Steyregg', '4221'],
    ['41617', 'Ottensheim', '4100'],
    ['41607', 'Gallneukirchen', '4210'],
    ['41606', 'Feldkirchen an der Donau', '4101'],
  ]),
  d('417', 'Vöcklabruck', 'VB', 'BH', BH('Vöcklabruck'), [
    ['41746', 'Vöcklabruck', '4840'],
    ['41713', 'Lenzing', '4860'],
    ['41743', 'Timelkam', '4850'],
    ['41703', 'Attnang-Puchheim', '4800'],
    ['41731', 'Regau', '4844'],
  ]),
  d('418', 'Wels-Land', 'WL', 'BH', BH('Wels-Land'), [
    ['41812', 'Marchtrenk', '4614'],
    ['41808', 'Gunskirchen', '4623'],
    ['41811', 'Lambach', '4650'],
    ['41817', 'Sattledt', '4642'],
  ]),

  // 5 Salzburg
  d('501', 'Salzburg (Stadt)', 'S', 'MAG', 'Magistrat der Stadt Salzburg', [
    ['50101', 'Salzburg', '5020'],
  ]),
  d('502', 'Hallein', 'HA', 'BH', BH('Hallein'), [
    ['50205', 'Hallein', '5400'],
    ['50207', 'Kuchl', '5431'],
    ['50204', 'Golling an der Salzach', '5440'],
  ]),
  d('503', 'Salzburg-Umgebung', 'SL', 'BH', BH('Salzburg-Umgebung'), [
    ['50338', 'Wals-Siezenheim', '5071'],
    ['50303', 'Bergheim', '5101'],
    ['50314', 'Grödig', '5082'],
    ['50310', 'Eugendorf', '5301'],
  ]),
  d('504', 'Sankt Johann im Pongau', 'JO', 'BH', BH('St. Johann im Pongau'), [
    ['50418', 'Sankt Johann im Pongau', '5600'],
    ['50404', 'Bischofshofen', '5500'],
    ['50421', 'Schwarzach im Pongau', '5620'],
    ['50424', 'Werfen', '5450'],
  ]),
  d('505', 'Tamsweg', 'TA', 'BH', BH('Tamsweg'), [
    ['50510', 'Tamsweg', '5580'],
    ['50509', 'Sankt Michael im Lungau', '5582'],
    ['50504', 'Mauterndorf', '5570'],
  ]),
  d('506', 'Zell am See', 'ZE', 'BH', BH('Zell am See'), [
    ['50628', 'Zell am See', '5700'],
    ['50619', 'Saalfelden am Steinernen Meer', '5760'],
    ['50606', 'Kaprun', '5710'],
  ]),

  // 6 Steiermark
  d('601', 'Graz (Stadt)', 'G', 'MAG', 'Magistrat der Stadt Graz', [
    ['60101', 'Graz', '8020'],
  ]),
  d('603', 'Deutschlandsberg', 'DL', 'BH', BH('Deutschlandsberg'), [
    ['60344', 'Deutschlandsberg', '8530'],
    ['60305', 'Frauental an der Laßnitz', '8523'],
    ['60350', 'Stainz', '8510'],
    ['60318', 'Lannach', '8502'],
  ]),
  d('606', 'Graz-Umgebung', 'GU', 'BH', BH('Graz-Umgebung'), [
    ['60613', 'Gratkorn', '8101'],
    ['60624', 'Kalsdorf bei Graz', '8401'],
    ['60655', 'Werndorf', '8402'],
    ['60664', 'Gratwein-Straßengel', '8112'],
  ]),
  d('610', 'Leibnitz', 'LB', 'BH', BH('Leibnitz'), [
    ['61053', 'Leibnitz', '8430'],
    ['61045', 'Wagna', '8435'],
    ['61059', 'Wildon', '8410'],
    ['61012', 'Gralla', '8431'],
  ]),
  d('611', 'Leoben', 'LN', 'BH', BH('Leoben'), [
    ['61108', 'Leoben', '8700'],
    ['61110', 'Niklasdorf', '8712'],
    ['61120', 'Trofaiach', '8793'],
  ]),
  d('612', 'Liezen', 'LI', 'BH', BH('Liezen'), [
    ['61259', 'Liezen', '8940'],
    ['61263', 'Rottenmann', '8786'],
    ['61243', 'Selzthal', '8900'],
    ['61247', 'Trieben', '8784'],
  ]),
  d('614', 'Murau', 'MU', 'BH', BH('Murau'), [
    ['61438', 'Murau', '8850'],
    ['61444', 'Scheifling', '8811'],
    ['61442', 'Sankt Georgen am Kreischberg', '8861'],
    ['61446', 'Teufenbach-Katsch', '8833'],
  ]),
  d('616', 'Voitsberg', 'VO', 'BH', BH('Voitsberg'), [
    ['61625', 'Voitsberg', '8570'],
    ['61631', 'Köflach', '8580'],
    ['61626', 'Bärnbach', '8572'],
    ['61633', 'Söding-Sankt Johann', '8561'],
  ]),
  d('617', 'Weiz', 'WZ', 'BH', BH('Weiz'), [
    ['61766', 'Weiz', '8160'],
    ['61760', 'Gleisdorf', '8200'],
    ['61740', 'Puch bei Weiz', '8182'],
    ['61759', 'Gersdorf an der Feistritz', '8212'],
  ]),
  d('620', 'Murtal', 'MT', 'BH', BH('Murtal'), [
    ['62040', 'Judenburg', '8750'],
    ['62038', 'Zeltweg', '8740'],
    ['62041', 'Knittelfeld', '8720'],
    ['62043', 'Pöls-Oberkurzheim', '8761'],
  ]),
  d('621', 'Bruck-Mürzzuschlag', 'BM', 'BH', BH('Bruck-Mürzzuschlag'), [
    ['62139', 'Bruck an der Mur', '8600'],
    ['62140', 'Kapfenberg', '8605'],
    ['62141', 'Kindberg', '8650'],
  ]),
  d('622', 'Hartberg-Fürstenfeld', 'HF', 'BH', BH('Hartberg-Fürstenfeld'), [
    ['62219', 'Hartberg', '8230'],
    ['62268', 'Grafendorf bei Hartberg', '8232'],
    ['62271', 'Ilz', '8262'],
    ['62267', 'Fürstenfeld', '8280'],
  ]),
  d('623', 'Südoststeiermark', 'SO', 'BH', BH('Südoststeiermark'), [
    ['62379', 'Feldbach', '8330'],
    ['62378', 'Fehring', '8350'],
    ['62380', 'Gnas', '8342'],
  ]),

  // 7 Tirol
  d('701', 'Innsbruck-Stadt', 'I', 'MAG', 'Magistrat der Stadt Innsbruck', [
    ['70101', 'Innsbruck', '6020'],
  ]),
  d('702', 'Imst', 'IM', 'BH', BH('Imst'), [
    ['70203', 'Imst', '6460'],
    ['70216', 'Roppen', '6426'],
    ['70202', 'Haiming', '6425'],
    ['70222', 'Tarrenz', '6464'],
  ]),
  d('703', 'Innsbruck-Land', 'IL', 'BH', BH('Innsbruck'), [
    ['70346', 'Rum', '6063'],
    ['70301', 'Absam', '6067'],
    ['70320', 'Kematen in Tirol', '6175'],
    ['70319', 'Inzing', '6401'],
  ]),
  d('704', 'Kitzbühel', 'KB', 'BH', BH('Kitzbühel'), [
    ['70411', 'Kitzbühel', '6370'],
    ['70416', 'St. Johann in Tirol', '6380'],
    ['70403', 'Fieberbrunn', '6391'],
  ]),
  d('705', 'Kufstein', 'KU', 'BH', BH('Kufstein'), [
    ['70513', 'Kufstein', '6330'],
    ['70531', 'Wörgl', '6300'],
    ['70514', 'Kundl', '6250'],
    ['70511', 'Kirchbichl', '6322'],
    ['70515', 'Langkampfen', '6336'],
  ]),
  d('706', 'Landeck', 'LA', 'BH', BH('Landeck'), [
    ['70614', 'Landeck', '6500'],
    ['70630', 'Zams', '6511'],
    ['70622', 'Schönwies', '6491'],
  ]),
  d('707', 'Lienz', 'LZ', 'BH', BH('Lienz'), [
    ['70716', 'Lienz', '9900'],
    ['70719', 'Nußdorf-Debant', '9990'],
    ['70707', 'Dölsach', '9991'],
  ]),
  d('708', 'Reutte', 'RE', 'BH', BH('Reutte'), [
    ['70828', 'Reutte', '6600'],
    ['70805', 'Breitenwang', '6600'],
    ['70826', 'Pflach', '6600'],
  ]),
  d('709', 'Schwaz', 'SZ', 'BH', BH('Schwaz'), [
    ['70926', 'Schwaz', '6130'],
    ['70917', 'Jenbach', '6200'],
    ['70936', 'Vomp', '6134'],
    ['70937', 'Weer', '6116'],
  ]),

  // 8 Vorarlberg
  d('801', 'Bludenz', 'BZ', 'BH', BH('Bludenz'), [
    ['80103', 'Bludenz', '6700'],
    ['80117', 'Nüziders', '6714'],
    ['80115', 'Ludesch', '6713'],
    ['80116', 'Nenzing', '6710'],
  ]),
  d('802', 'Bregenz', 'B', 'BH', BH('Bregenz'), [
    ['80207', 'Bregenz', '6900'],
    ['80215', 'Hard', '6971'],
    ['80240', 'Wolfurt', '6922'],
    ['80224', 'Lauterach', '6923'],
  ]),
  d('803', 'Dornbirn', 'DO', 'BH', BH('Dornbirn'), [
    ['80301', 'Dornbirn', '6850'],
    ['80303', 'Lustenau', '6890'],
    ['80302', 'Hohenems', '6845'],
  ]),
  d('804', 'Feldkirch', 'FK', 'BH', BH('Feldkirch'), [
    ['80404', 'Feldkirch', '6800'],
    ['80414', 'Rankweil', '6830'],
    ['80408', 'Götzis', '6840'],
    ['80405', 'Frastanz', '6820'],
  ]),

  // 9 Wien (the 23 municipal districts appear as Bezirke 901-923 in the statistics)
  d('909', 'Wien 9., Alsergrund', 'W', 'WIEN', WIEN, [
    ['90901', 'Wien-Alsergrund', '1090'],
  ]),
  d('910', 'Wien 10., Favoriten', 'W', 'WIEN', WIEN, [
    ['91001', 'Wien-Favoriten', '1100'],
  ]),
  d('911', 'Wien 11., Simmering', 'W', 'WIEN', WIEN, [
    ['91101', 'Wien-Simmering', '1110'],
  ]),
  d('921', 'Wien 21., Floridsdorf', 'W', 'WIEN', WIEN, [
    ['92101', 'Wien-Floridsdorf', '1210'],
  ]),
  d('922', 'Wien 22., Donaustadt', 'W', 'WIEN', WIEN, [
    ['92201', 'Wien-Donaustadt', '1220'],
  ]),
  d('923', 'Wien 23., Liesing', 'W', 'WIEN', WIEN, [
    ['92301', 'Wien-Liesing', '1230'],
  ]),
];

export function bundeslandByCode(code: string): Bundesland {
  const b = BUNDESLAENDER.find((x) => x.code === code);
  if (!b) throw new Error(`unknown Bundesland ${code}`);
  return b;
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
