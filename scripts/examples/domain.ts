/**
 * Domain facts for the example data: IED Annex I activities (Directive 2010/75/EU), the BAT
 * conclusions (bvT-Schlussfolgerungen, Commission Implementing Decisions), the Austrian legal bases
 * and the installation statuses. German labels.
 *
 * The activity profiles describe what a typical installation of each activity looks like (kind of
 * facility, NACE code, applicable BAT conclusions, legal basis) and how often it occurs, so that the
 * generator in installations.ts produces a plausible register.
 */
import type { InstallationStatus, LegalBasis } from '../../generated/app/model';

export interface CodeLabel {
  code: string;
  label: string;
}

/** IED Annex I categories (main headings). */
export const ACTIVITY_CATEGORIES: readonly CodeLabel[] = [
  { code: '1', label: 'Energiewirtschaft' },
  { code: '2', label: 'Herstellung und Verarbeitung von Metallen' },
  { code: '3', label: 'Mineralverarbeitende Industrie' },
  { code: '4', label: 'Chemische Industrie' },
  { code: '5', label: 'Abfallbehandlung' },
  { code: '6', label: 'Sonstige Tätigkeiten' },
];

/** IED Annex I activities (short German labels). */
export const ACTIVITIES: readonly CodeLabel[] = [
  { code: '1.1', label: 'Verbrennung von Brennstoffen (Feuerungswärmeleistung ≥ 50 MW)' },
  { code: '1.2', label: 'Raffinieren von Mineralöl und Gas' },
  { code: '1.3', label: 'Erzeugung von Koks' },
  { code: '1.4', label: 'Vergasung, Verflüssigung oder Pyrolyse von Kohle oder anderen Brennstoffen (≥ 20 MW)' },
  { code: '2.1', label: 'Rösten oder Sintern von Metallerz' },
  { code: '2.2', label: 'Herstellung von Roheisen oder Stahl (> 2,5 t/h)' },
  { code: '2.3', label: 'Verarbeitung von Eisenmetallen' },
  { code: '2.4', label: 'Eisenmetallgießereien (> 20 t/d)' },
  { code: '2.5', label: 'Verarbeitung von Nichteisenmetallen' },
  { code: '2.6', label: 'Oberflächenbehandlung von Metallen oder Kunststoffen durch elektrolytische oder chemische Verfahren (Wirkbäder > 30 m³)' },
  { code: '3.1', label: 'Herstellung von Zement, Kalk und Magnesiumoxid' },
  { code: '3.2', label: 'Asbest' },
  { code: '3.3', label: 'Herstellung von Glas einschließlich Glasfasern (> 20 t/d)' },
  { code: '3.4', label: 'Schmelzen mineralischer Stoffe (> 20 t/d)' },
  { code: '3.5', label: 'Herstellung keramischer Erzeugnisse durch Brennen' },
  { code: '4.1', label: 'Herstellung organischer Chemikalien' },
  { code: '4.2', label: 'Herstellung anorganischer Chemikalien' },
  { code: '4.3', label: 'Herstellung von Düngemitteln' },
  { code: '4.4', label: 'Herstellung von Pflanzenschutzmitteln oder Bioziden' },
  { code: '4.5', label: 'Herstellung von Arzneimitteln' },
  { code: '4.6', label: 'Herstellung von Explosivstoffen' },
  { code: '5.1', label: 'Beseitigung oder Verwertung gefährlicher Abfälle (> 10 t/d)' },
  { code: '5.2', label: 'Abfallverbrennungs- und Abfallmitverbrennungsanlagen' },
  { code: '5.3', label: 'Beseitigung oder Verwertung nicht gefährlicher Abfälle (Beseitigung > 50 t/d, Verwertung > 75 t/d)' },
  { code: '5.4', label: 'Deponien' },
  { code: '5.5', label: 'Zeitweilige Lagerung gefährlicher Abfälle' },
  { code: '5.6', label: 'Untertagelagerung gefährlicher Abfälle' },
  { code: '6.1', label: 'Herstellung von Zellstoff, Papier und Karton, Holzwerkstoffplatten' },
  { code: '6.2', label: 'Vorbehandlung oder Färben von Textilien' },
  { code: '6.3', label: 'Gerben von Häuten oder Fellen' },
  { code: '6.4', label: 'Schlachthäuser, Behandlung und Verarbeitung von Nahrungsmitteln, Milch' },
  { code: '6.5', label: 'Beseitigung oder Verwertung von Tierkörpern und tierischen Abfällen' },
  { code: '6.6', label: 'Intensivhaltung von Geflügel oder Schweinen' },
  { code: '6.7', label: 'Oberflächenbehandlung mit organischen Lösungsmitteln' },
  { code: '6.8', label: 'Herstellung von Kohlenstoff oder Elektrographit' },
  { code: '6.9', label: 'Abscheidung von CO2-Strömen zur geologischen Speicherung' },
  { code: '6.10', label: 'Holzschutz mit Chemikalien' },
  { code: '6.11', label: 'Eigenständig betriebene Abwasserbehandlung' },
];

export function activityByCode(code: string): CodeLabel {
  const a = ACTIVITIES.find((x) => x.code === code);
  if (!a) throw new Error(`unknown activity ${code}`);
  return a;
}

export interface BatConclusionFact {
  code: string;
  title: string;
  decision: string;
  /** English subject as in the decision's title ("BAT conclusions for …"). */
  titleEn: string;
  /** Date of adoption (ISO); used as publication date in the examples. */
  adoptedOn: string;
}

/** The 22 BAT conclusions adopted under the IED (German titles). */
export const BAT_CONCLUSIONS: readonly BatConclusionFact[] = [
  { code: 'IS', title: 'Eisen- und Stahlerzeugung', decision: '2012/135/EU', titleEn: 'iron and steel production', adoptedOn: '2012-02-28' },
  { code: 'GLS', title: 'Glasherstellung', decision: '2012/134/EU', titleEn: 'the manufacture of glass', adoptedOn: '2012-02-28' },
  { code: 'TAN', title: 'Gerben von Häuten und Fellen', decision: '2013/84/EU', titleEn: 'the tanning of hides and skins', adoptedOn: '2013-02-11' },
  { code: 'CLM', title: 'Herstellung von Zement, Kalk und Magnesiumoxid', decision: '2013/163/EU', titleEn: 'the production of cement, lime and magnesium oxide', adoptedOn: '2013-03-26' },
  { code: 'CAK', title: 'Chloralkaliindustrie', decision: '2013/732/EU', titleEn: 'the production of chlor-alkali', adoptedOn: '2013-12-09' },
  { code: 'PP', title: 'Herstellung von Zellstoff, Papier und Karton', decision: '2014/687/EU', titleEn: 'the production of pulp, paper and board', adoptedOn: '2014-09-26' },
  { code: 'REF', title: 'Raffinieren von Mineralöl und Gas', decision: '2014/738/EU', titleEn: 'the refining of mineral oil and gas', adoptedOn: '2014-10-09' },
  { code: 'WBP', title: 'Herstellung von Holzwerkstoffplatten', decision: '(EU) 2015/2119', titleEn: 'the production of wood-based panels', adoptedOn: '2015-11-20' },
  { code: 'CWW', title: 'Abwasser- und Abgasbehandlung in der Chemiebranche', decision: '(EU) 2016/902', titleEn: 'common waste water and waste gas treatment/management systems in the chemical sector', adoptedOn: '2016-05-30' },
  { code: 'NFM', title: 'Nichteisenmetallindustrie', decision: '(EU) 2016/1032', titleEn: 'the non-ferrous metals industries', adoptedOn: '2016-06-13' },
  { code: 'IRPP', title: 'Intensivhaltung oder -aufzucht von Geflügel oder Schweinen', decision: '(EU) 2017/302', titleEn: 'the intensive rearing of poultry or pigs', adoptedOn: '2017-02-15' },
  { code: 'LCP', title: 'Großfeuerungsanlagen', decision: '(EU) 2021/2326', titleEn: 'large combustion plants', adoptedOn: '2021-11-30' },
  { code: 'LVOC', title: 'Herstellung organischer Grundchemikalien', decision: '(EU) 2017/2117', titleEn: 'the production of large volume organic chemicals', adoptedOn: '2017-11-21' },
  { code: 'WT', title: 'Abfallbehandlung', decision: '(EU) 2018/1147', titleEn: 'waste treatment', adoptedOn: '2018-08-10' },
  { code: 'FDM', title: 'Nahrungsmittel-, Getränke- und Milchindustrie', decision: '(EU) 2019/2031', titleEn: 'the food, drink and milk industries', adoptedOn: '2019-11-12' },
  { code: 'WI', title: 'Abfallverbrennung', decision: '(EU) 2019/2010', titleEn: 'waste incineration', adoptedOn: '2019-11-12' },
  { code: 'STS', title: 'Oberflächenbehandlung unter Verwendung organischer Lösungsmittel, einschließlich Holzschutz', decision: '(EU) 2020/2009', titleEn: 'surface treatment using organic solvents including preservation of wood and wood products with chemicals', adoptedOn: '2020-06-22' },
  { code: 'FMP', title: 'Eisenmetallverarbeitung', decision: '(EU) 2022/2110', titleEn: 'the ferrous metals processing industry', adoptedOn: '2022-10-11' },
  { code: 'WGC', title: 'Abgasmanagement und -behandlung in der Chemiebranche', decision: '(EU) 2022/2427', titleEn: 'common waste gas management and treatment systems in the chemical sector', adoptedOn: '2022-12-06' },
  { code: 'TXT', title: 'Textilindustrie', decision: '(EU) 2022/2508', titleEn: 'the textiles industry', adoptedOn: '2022-12-09' },
  { code: 'SA', title: 'Schlachthöfe, tierische Nebenprodukte und essbare Nebenprodukte', decision: '(EU) 2023/2749', titleEn: 'slaughterhouses, animal by-products and/or edible co-products industries', adoptedOn: '2023-12-11' },
  { code: 'SF', title: 'Schmieden und Gießereien', decision: '(EU) 2024/2974', titleEn: 'the smitheries and foundries industry', adoptedOn: '2024-11-29' },
];

export function batByCode(code: string): BatConclusionFact {
  const b = BAT_CONCLUSIONS.find((x) => x.code === code);
  if (!b) throw new Error(`unknown BAT conclusion ${code}`);
  return b;
}

/** ISO date plus whole years (29 February falls back to 28 February). */
function addYears(isoDate: string, years: number): string {
  const [y, m, dd] = isoDate.split('-');
  const year = Number(y) + years;
  const day = m === '02' && dd === '29' ? '28' : dd;
  return `${String(year)}-${m ?? '01'}-${day ?? '01'}`;
}

/** IED Art. 21(3): permits reconsidered and installations compliant within four years of publication. */
export function reconsiderationDeadline(publishedOn: string): string {
  return addYears(publishedOn, 4);
}

export const LEGAL_BASES: readonly { code: LegalBasis; label: string }[] = [
  { code: 'GEWO', label: 'Gewerbeordnung 1994' },
  { code: 'AWG', label: 'Abfallwirtschaftsgesetz 2002' },
  { code: 'EGK', label: 'Emissionsschutzgesetz für Kesselanlagen (EG-K 2013)' },
  { code: 'MINROG', label: 'Mineralrohstoffgesetz' },
  { code: 'LANDESRECHT', label: 'Landesrecht' },
];

export const STATUSES: readonly { code: InstallationStatus; label: string }[] = [
  { code: 'IN_BETRIEB', label: 'In Betrieb' },
  { code: 'IN_ERRICHTUNG', label: 'In Errichtung' },
  { code: 'STILLGELEGT', label: 'Stillgelegt' },
];

/** One typical kind of facility carrying out an activity. */
export interface FacilityVariant {
  /** Noun for the installation name, e.g. "Zementwerk". */
  facility: string;
  /** Branch word for the operator's name, e.g. "Zement". */
  branch: string;
  nace: CodeLabel;
  /** BAT conclusions applying to this kind of facility (main one first). */
  bat: readonly string[];
}

export interface ActivityProfile {
  code: string;
  /** Relative frequency in the generated register. */
  weight: number;
  /** Legal basis; a second one with its share where both occur in practice. */
  legalBasis: LegalBasis;
  alternative?: { legalBasis: LegalBasis; share: number };
  /** Allowed in a Statutarstadt or Vienna district. */
  urban: boolean;
  /** Only in these districts (real locations of this rare industry); otherwise anywhere. */
  districts?: readonly string[];
  /** Activities often carried out alongside (further activities). */
  further: readonly string[];
  variants: readonly FacilityVariant[];
}

const nace = (code: string, label: string): CodeLabel => ({ code, label });

export const ACTIVITY_PROFILES: readonly ActivityProfile[] = [
  {
    code: '1.1', weight: 7, legalBasis: 'EGK', alternative: { legalBasis: 'GEWO', share: 0.35 }, urban: true, further: ['5.2'],
    variants: [
      { facility: 'Heizkraftwerk', branch: 'Energie', nace: nace('35.30', 'Wärme- und Kälteversorgung'), bat: ['LCP'] },
      { facility: 'Kraftwerk', branch: 'Kraftwerke', nace: nace('35.11', 'Elektrizitätserzeugung'), bat: ['LCP'] },
      { facility: 'Biomasse-Heizkraftwerk', branch: 'Bioenergie', nace: nace('35.30', 'Wärme- und Kälteversorgung'), bat: ['LCP'] },
    ],
  },
  {
    code: '1.2', weight: 0.3, legalBasis: 'GEWO', urban: false, districts: ['307'], further: ['1.1', '4.1'],
    variants: [{ facility: 'Raffinerie', branch: 'Mineralöl', nace: nace('19.20', 'Mineralölverarbeitung'), bat: ['REF', 'LCP'] }],
  },
  {
    code: '2.2', weight: 0.8, legalBasis: 'GEWO', urban: true, districts: ['401', '611', '621', '614'], further: ['2.3', '1.1'],
    variants: [{ facility: 'Stahlwerk', branch: 'Stahl', nace: nace('24.10', 'Erzeugung von Roheisen, Stahl und Ferrolegierungen'), bat: ['IS'] }],
  },
  {
    code: '2.3', weight: 2.5, legalBasis: 'GEWO', urban: true, further: ['2.6'],
    variants: [
      { facility: 'Schmiedewerk', branch: 'Schmiedetechnik', nace: nace('25.50', 'Herstellung von Schmiede-, Press-, Zieh- und Stanzteilen, gewalzten Ringen und pulvermetallurgischen Erzeugnissen'), bat: ['SF', 'FMP'] },
      { facility: 'Verzinkerei', branch: 'Verzinkung', nace: nace('25.61', 'Oberflächenveredlung und Wärmebehandlung'), bat: ['FMP'] },
      { facility: 'Walzwerk', branch: 'Walztechnik', nace: nace('24.10', 'Erzeugung von Roheisen, Stahl und Ferrolegierungen'), bat: ['FMP'] },
    ],
  },
  {
    code: '2.4', weight: 2, legalBasis: 'GEWO', urban: true, further: [],
    variants: [{ facility: 'Eisengießerei', branch: 'Guss', nace: nace('24.51', 'Eisengießereien'), bat: ['SF'] }],
  },
  {
    code: '2.5', weight: 3.5, legalBasis: 'GEWO', urban: true, further: ['2.6'],
    variants: [
      { facility: 'Aluminiumwerk', branch: 'Aluminium', nace: nace('24.42', 'Erzeugung und erste Bearbeitung von Aluminium'), bat: ['NFM'] },
      { facility: 'Leichtmetallgießerei', branch: 'Leichtmetallguss', nace: nace('24.53', 'Leichtmetallgießereien'), bat: ['SF', 'NFM'] },
      { facility: 'Kupferhütte', branch: 'Buntmetall', nace: nace('24.44', 'Erzeugung und erste Bearbeitung von Kupfer'), bat: ['NFM'] },
    ],
  },
  {
    code: '2.6', weight: 7, legalBasis: 'GEWO', urban: true, further: [],
    variants: [
      { facility: 'Galvanik', branch: 'Oberflächentechnik', nace: nace('25.61', 'Oberflächenveredlung und Wärmebehandlung'), bat: [] },
      { facility: 'Eloxalwerk', branch: 'Eloxal', nace: nace('25.61', 'Oberflächenveredlung und Wärmebehandlung'), bat: [] },
    ],
  },
  {
    code: '3.1', weight: 2.5, legalBasis: 'GEWO', alternative: { legalBasis: 'MINROG', share: 0.25 }, urban: false,
    districts: ['407', '409', '307', '323', '610', '606', '205', '705', '708', '503'], further: ['5.2'],
    variants: [
      { facility: 'Zementwerk', branch: 'Zement', nace: nace('23.51', 'Herstellung von Zement'), bat: ['CLM'] },
      { facility: 'Kalkwerk', branch: 'Kalk', nace: nace('23.52', 'Herstellung von Kalk und gebranntem Gips'), bat: ['CLM'] },
    ],
  },
  {
    code: '3.3', weight: 1, legalBasis: 'GEWO', urban: false, further: [],
    variants: [
      { facility: 'Glashütte', branch: 'Glas', nace: nace('23.13', 'Herstellung von Hohlglas'), bat: ['GLS'] },
      { facility: 'Glasfaserwerk', branch: 'Glasfaser', nace: nace('23.14', 'Herstellung von Glasfasern und Waren daraus'), bat: ['GLS'] },
    ],
  },
  {
    code: '3.4', weight: 0.6, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Mineralwollewerk', branch: 'Dämmstoffe', nace: nace('23.99', 'Herstellung von sonstigen Erzeugnissen aus nichtmetallischen Mineralien a. n. g.'), bat: ['GLS'] }],
  },
  {
    code: '3.5', weight: 4, legalBasis: 'GEWO', alternative: { legalBasis: 'MINROG', share: 0.15 }, urban: false, further: [],
    variants: [
      { facility: 'Ziegelwerk', branch: 'Ziegel', nace: nace('23.32', 'Herstellung von Ziegeln und sonstiger Baukeramik'), bat: [] },
      { facility: 'Feuerfestwerk', branch: 'Feuerfest', nace: nace('23.20', 'Herstellung von feuerfesten keramischen Werkstoffen und Waren'), bat: [] },
    ],
  },
  {
    code: '4.1', weight: 3, legalBasis: 'GEWO', urban: true, further: ['1.1', '6.11'],
    variants: [
      { facility: 'Chemiewerk', branch: 'Chemie', nace: nace('20.14', 'Herstellung von sonstigen organischen Grundstoffen und Chemikalien'), bat: ['LVOC', 'CWW', 'WGC'] },
      { facility: 'Kunstharzwerk', branch: 'Kunstharze', nace: nace('20.16', 'Herstellung von Kunststoffen in Primärformen'), bat: ['CWW', 'WGC'] },
      { facility: 'Faserwerk', branch: 'Fasern', nace: nace('20.60', 'Herstellung von Chemiefasern'), bat: ['CWW', 'WGC'] },
    ],
  },
  {
    code: '4.2', weight: 1.5, legalBasis: 'GEWO', urban: false, further: [],
    variants: [
      { facility: 'Chloralkali-Elektrolyse', branch: 'Elektrolyse', nace: nace('20.13', 'Herstellung von sonstigen anorganischen Grundstoffen und Chemikalien'), bat: ['CAK', 'CWW'] },
      { facility: 'Chemiewerk', branch: 'Anorganik', nace: nace('20.13', 'Herstellung von sonstigen anorganischen Grundstoffen und Chemikalien'), bat: ['CWW', 'WGC'] },
    ],
  },
  {
    code: '4.3', weight: 0.6, legalBasis: 'GEWO', urban: true, further: [],
    variants: [{ facility: 'Düngemittelwerk', branch: 'Agrochemie', nace: nace('20.15', 'Herstellung von Düngemitteln und Stickstoffverbindungen'), bat: ['CWW', 'WGC'] }],
  },
  {
    code: '4.4', weight: 0.6, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Pflanzenschutzmittelwerk', branch: 'Pflanzenschutz', nace: nace('20.20', 'Herstellung von Schädlingsbekämpfungs-, Pflanzenschutz- und Desinfektionsmitteln'), bat: ['CWW', 'WGC'] }],
  },
  {
    code: '4.5', weight: 1.5, legalBasis: 'GEWO', urban: true, further: ['6.11'],
    variants: [{ facility: 'Pharmawerk', branch: 'Pharma', nace: nace('21.10', 'Herstellung von pharmazeutischen Grundstoffen'), bat: ['CWW', 'WGC'] }],
  },
  {
    code: '4.6', weight: 0.3, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Sprengmittelwerk', branch: 'Sprengtechnik', nace: nace('20.51', 'Herstellung von pyrotechnischen Erzeugnissen'), bat: ['CWW'] }],
  },
  {
    code: '5.1', weight: 6, legalBasis: 'AWG', urban: true, further: ['5.5'],
    variants: [
      { facility: 'Behandlungsanlage für gefährliche Abfälle', branch: 'Entsorgung', nace: nace('38.22', 'Behandlung und Beseitigung gefährlicher Abfälle'), bat: ['WT'] },
      { facility: 'Chemisch-physikalische Behandlungsanlage', branch: 'Umweltservice', nace: nace('38.22', 'Behandlung und Beseitigung gefährlicher Abfälle'), bat: ['WT'] },
      { facility: 'Altölaufbereitung', branch: 'Recycling', nace: nace('38.32', 'Rückgewinnung sortierter Werkstoffe'), bat: ['WT'] },
    ],
  },
  {
    code: '5.2', weight: 2.5, legalBasis: 'AWG', urban: true, further: ['1.1'],
    variants: [
      { facility: 'Abfallverbrennungsanlage', branch: 'Thermische Verwertung', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['WI'] },
      { facility: 'Reststoffverbrennungsanlage', branch: 'Energie aus Abfall', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['WI'] },
    ],
  },
  {
    code: '5.3', weight: 10, legalBasis: 'AWG', urban: true, further: ['5.5'],
    variants: [
      { facility: 'Abfallbehandlungsanlage', branch: 'Abfallbehandlung', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['WT'] },
      { facility: 'Mechanisch-biologische Abfallbehandlungsanlage', branch: 'Abfallwirtschaft', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['WT'] },
      { facility: 'Kompostier- und Vergärungsanlage', branch: 'Biogas', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['WT'] },
      { facility: 'Schredderanlage', branch: 'Metallrecycling', nace: nace('38.32', 'Rückgewinnung sortierter Werkstoffe'), bat: ['WT'] },
    ],
  },
  {
    code: '5.4', weight: 5, legalBasis: 'AWG', urban: false, further: [],
    variants: [
      { facility: 'Massenabfalldeponie', branch: 'Deponie', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: [] },
      { facility: 'Reststoffdeponie', branch: 'Deponiebetrieb', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: [] },
    ],
  },
  {
    code: '5.5', weight: 1.5, legalBasis: 'AWG', urban: true, further: [],
    variants: [{ facility: 'Zwischenlager für gefährliche Abfälle', branch: 'Sonderabfall', nace: nace('38.12', 'Sammlung gefährlicher Abfälle'), bat: ['WT'] }],
  },
  {
    code: '6.1', weight: 4, legalBasis: 'GEWO', urban: false, further: ['1.1'],
    variants: [
      { facility: 'Papierfabrik', branch: 'Papier', nace: nace('17.12', 'Herstellung von Papier, Karton und Pappe'), bat: ['PP'] },
      { facility: 'Zellstofffabrik', branch: 'Zellstoff', nace: nace('17.11', 'Herstellung von Holz- und Zellstoff'), bat: ['PP'] },
      { facility: 'Spanplattenwerk', branch: 'Holzwerkstoffe', nace: nace('16.21', 'Herstellung von Furnier-, Sperrholz-, Holzfaser- und Holzspanplatten'), bat: ['WBP'] },
    ],
  },
  {
    code: '6.2', weight: 0.8, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Textilveredelung', branch: 'Textil', nace: nace('13.30', 'Veredlung von Textilien und Bekleidung'), bat: ['TXT'] }],
  },
  {
    code: '6.3', weight: 0.4, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Lederfabrik', branch: 'Leder', nace: nace('15.11', 'Herstellung von Leder und Lederfaserstoff; Zurichtung und Färben von Fellen'), bat: ['TAN'] }],
  },
  {
    code: '6.4', weight: 8, legalBasis: 'GEWO', urban: true, further: ['1.1'],
    variants: [
      { facility: 'Schlachthof', branch: 'Fleisch', nace: nace('10.11', 'Schlachten (ohne Schlachten von Geflügel)'), bat: ['SA'] },
      { facility: 'Geflügelschlachterei', branch: 'Geflügel', nace: nace('10.12', 'Schlachten von Geflügel'), bat: ['SA'] },
      { facility: 'Molkerei', branch: 'Milch', nace: nace('10.51', 'Milchverarbeitung (ohne Herstellung von Speiseeis)'), bat: ['FDM'] },
      { facility: 'Brauerei', branch: 'Brau', nace: nace('11.05', 'Herstellung von Bier'), bat: ['FDM'] },
      { facility: 'Stärkefabrik', branch: 'Stärke', nace: nace('10.62', 'Herstellung von Stärke und Stärkeerzeugnissen'), bat: ['FDM'] },
    ],
  },
  {
    code: '6.5', weight: 0.8, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Tierkörperverwertung', branch: 'Tierkörperverwertung', nace: nace('38.21', 'Behandlung und Beseitigung nicht gefährlicher Abfälle'), bat: ['SA'] }],
  },
  {
    code: '6.6', weight: 22, legalBasis: 'LANDESRECHT', urban: false, further: [],
    variants: [
      { facility: 'Geflügelmastbetrieb', branch: 'Geflügelhof', nace: nace('01.47', 'Haltung von Geflügel'), bat: ['IRPP'] },
      { facility: 'Legehennenbetrieb', branch: 'Eierhof', nace: nace('01.47', 'Haltung von Geflügel'), bat: ['IRPP'] },
      { facility: 'Schweinemastbetrieb', branch: 'Schweinehof', nace: nace('01.46', 'Haltung von Schweinen'), bat: ['IRPP'] },
      { facility: 'Ferkelerzeugung', branch: 'Ferkelhof', nace: nace('01.46', 'Haltung von Schweinen'), bat: ['IRPP'] },
    ],
  },
  {
    code: '6.7', weight: 5, legalBasis: 'GEWO', urban: true, further: [],
    variants: [
      { facility: 'Lackieranlage', branch: 'Lackiertechnik', nace: nace('29.10', 'Herstellung von Kraftwagen und Kraftwagenmotoren'), bat: ['STS'] },
      { facility: 'Druckerei', branch: 'Druck', nace: nace('18.12', 'Drucken a. n. g.'), bat: ['STS'] },
      { facility: 'Beschichtungswerk', branch: 'Beschichtung', nace: nace('22.22', 'Herstellung von Verpackungsmitteln aus Kunststoffen'), bat: ['STS'] },
    ],
  },
  {
    code: '6.8', weight: 0.4, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Graphitelektrodenwerk', branch: 'Carbon', nace: nace('23.99', 'Herstellung von sonstigen Erzeugnissen aus nichtmetallischen Mineralien a. n. g.'), bat: ['NFM'] }],
  },
  {
    code: '6.10', weight: 0.8, legalBasis: 'GEWO', urban: false, further: [],
    variants: [{ facility: 'Holzimprägnierwerk', branch: 'Holzschutz', nace: nace('16.10', 'Säge-, Hobel- und Holzimprägnierwerke'), bat: ['STS'] }],
  },
  {
    code: '6.11', weight: 1, legalBasis: 'GEWO', urban: true, further: [],
    variants: [{ facility: 'Abwasserreinigungsanlage', branch: 'Abwassertechnik', nace: nace('37.00', 'Abwasserentsorgung'), bat: ['CWW'] }],
  },
];

