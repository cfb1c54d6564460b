/**
 * The economic activities of NACE Rev. 2 (ÖNACE 2008 in Austria) as the reference list serves them: all 21
 * sections, 88 divisions and 272 groups, with their German titles, and the classes of the register's
 * installations (their titles with the facility kinds in domain.ts).
 * Datenquelle: NACE Rev. 2, Verordnung (EG) Nr. 1893/2006, Anhang I (deutsche Fassung); codes and
 * titles written in this project's own form.
 */
import { ACTIVITY_PROFILES } from './domain';

export interface NaceEntry {
  code: string;
  name: string;
  /** The section of a division, the division of a group, the group of a class; none for a section. */
  parentCode?: string;
}

/** Sections: letter and title. */
const SECTIONS: readonly (readonly [string, string])[] = [
  ['A', 'Land- und Forstwirtschaft, Fischerei'],
  ['B', 'Bergbau und Gewinnung von Steinen und Erden'],
  ['C', 'Herstellung von Waren'],
  ['D', 'Energieversorgung'],
  ['E', 'Wasserversorgung; Abwasser- und Abfallentsorgung und Beseitigung von Umweltverschmutzungen'],
  ['F', 'Bau'],
  ['G', 'Handel; Instandhaltung und Reparatur von Kraftfahrzeugen'],
  ['H', 'Verkehr und Lagerei'],
  ['I', 'Beherbergung und Gastronomie'],
  ['J', 'Information und Kommunikation'],
  ['K', 'Erbringung von Finanz- und Versicherungsdienstleistungen'],
  ['L', 'Grundstücks- und Wohnungswesen'],
  ['M', 'Erbringung von freiberuflichen, wissenschaftlichen und technischen Dienstleistungen'],
  ['N', 'Erbringung von sonstigen wirtschaftlichen Dienstleistungen'],
  ['O', 'Öffentliche Verwaltung, Verteidigung; Sozialversicherung'],
  ['P', 'Erziehung und Unterricht'],
  ['Q', 'Gesundheits- und Sozialwesen'],
  ['R', 'Kunst, Unterhaltung und Erholung'],
  ['S', 'Erbringung von sonstigen Dienstleistungen'],
  ['T', 'Private Haushalte mit Hauspersonal; Herstellung von Waren und Erbringung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt'],
  ['U', 'Exterritoriale Organisationen und Körperschaften'],
];

/** Divisions: code, section and title, each followed by its groups (code and title). */
const DIVISIONS: readonly (readonly [string, string, string, readonly (readonly [string, string])[]])[] = [
  ['01', 'A', 'Landwirtschaft, Jagd und damit verbundene Tätigkeiten', [
    ['01.1', 'Anbau einjähriger Pflanzen'],
    ['01.2', 'Anbau mehrjähriger Pflanzen'],
    ['01.3', 'Betrieb von Baumschulen sowie Anbau von Pflanzen zu Vermehrungszwecken'],
    ['01.4', 'Tierhaltung'],
    ['01.5', 'Gemischte Landwirtschaft'],
    ['01.6', 'Erbringung von landwirtschaftlichen Dienstleistungen'],
    ['01.7', 'Jagd, Fallenstellerei und damit verbundene Tätigkeiten'],
  ]],
  ['02', 'A', 'Forstwirtschaft und Holzeinschlag', [
    ['02.1', 'Forstwirtschaft'],
    ['02.2', 'Holzeinschlag'],
    ['02.3', 'Sammeln von wild wachsenden Produkten (ohne Holz)'],
    ['02.4', 'Erbringung von Dienstleistungen für Forstwirtschaft und Holzeinschlag'],
  ]],
  ['03', 'A', 'Fischerei und Aquakultur', [
    ['03.1', 'Fischerei'],
    ['03.2', 'Aquakultur'],
  ]],
  ['05', 'B', 'Kohlenbergbau', [
    ['05.1', 'Steinkohlenbergbau'],
    ['05.2', 'Braunkohlenbergbau'],
  ]],
  ['06', 'B', 'Gewinnung von Erdöl und Erdgas', [
    ['06.1', 'Gewinnung von Erdöl'],
    ['06.2', 'Gewinnung von Erdgas'],
  ]],
  ['07', 'B', 'Erzbergbau', [
    ['07.1', 'Eisenerzbergbau'],
    ['07.2', 'NE-Metallerzbergbau'],
  ]],
  ['08', 'B', 'Gewinnung von Steinen und Erden, sonstiger Bergbau', [
    ['08.1', 'Gewinnung von Natursteinen, Kies, Sand, Ton und Kaolin'],
    ['08.9', 'Sonstiger Bergbau; Gewinnung von Steinen und Erden a. n. g.'],
  ]],
  ['09', 'B', 'Erbringung von Dienstleistungen für den Bergbau und für die Gewinnung von Steinen und Erden', [
    ['09.1', 'Erbringung von Dienstleistungen für die Gewinnung von Erdöl und Erdgas'],
    ['09.9', 'Erbringung von Dienstleistungen für den sonstigen Bergbau und die Gewinnung von Steinen und Erden'],
  ]],
  ['10', 'C', 'Herstellung von Nahrungs- und Futtermitteln', [
    ['10.1', 'Schlachten und Fleischverarbeitung'],
    ['10.2', 'Fischverarbeitung'],
    ['10.3', 'Obst- und Gemüseverarbeitung'],
    ['10.4', 'Herstellung von pflanzlichen und tierischen Ölen und Fetten'],
    ['10.5', 'Milchverarbeitung'],
    ['10.6', 'Mahl- und Schälmühlen, Herstellung von Stärke und Stärkeerzeugnissen'],
    ['10.7', 'Herstellung von Back- und Teigwaren'],
    ['10.8', 'Herstellung von sonstigen Nahrungsmitteln'],
    ['10.9', 'Herstellung von Futtermitteln'],
  ]],
  ['11', 'C', 'Getränkeherstellung', [
    ['11.0', 'Getränkeherstellung'],
  ]],
  ['12', 'C', 'Tabakverarbeitung', [
    ['12.0', 'Tabakverarbeitung'],
  ]],
  ['13', 'C', 'Herstellung von Textilien', [
    ['13.1', 'Spinnstoffaufbereitung und Spinnerei'],
    ['13.2', 'Weberei'],
    ['13.3', 'Veredlung von Textilien und Bekleidung'],
    ['13.9', 'Herstellung von sonstigen Textilwaren'],
  ]],
  ['14', 'C', 'Herstellung von Bekleidung', [
    ['14.1', 'Herstellung von Bekleidung (ohne Pelzbekleidung)'],
    ['14.2', 'Herstellung von Pelzwaren'],
    ['14.3', 'Herstellung von Bekleidung aus gewirktem und gestricktem Stoff'],
  ]],
  ['15', 'C', 'Herstellung von Leder, Lederwaren und Schuhen', [
    ['15.1', 'Herstellung von Leder und Lederwaren (ohne Herstellung von Lederbekleidung)'],
    ['15.2', 'Herstellung von Schuhen'],
  ]],
  ['16', 'C', 'Herstellung von Holz-, Flecht-, Korb- und Korkwaren (ohne Möbel)', [
    ['16.1', 'Säge-, Hobel- und Holzimprägnierwerke'],
    ['16.2', 'Herstellung von sonstigen Holz-, Kork-, Flecht- und Korbwaren (ohne Möbel)'],
  ]],
  ['17', 'C', 'Herstellung von Papier, Pappe und Waren daraus', [
    ['17.1', 'Herstellung von Holz- und Zellstoff, Papier, Karton und Pappe'],
    ['17.2', 'Herstellung von Waren aus Papier, Karton und Pappe'],
  ]],
  ['18', 'C', 'Herstellung von Druckerzeugnissen; Vervielfältigung von bespielten Ton-, Bild- und Datenträgern', [
    ['18.1', 'Herstellung von Druckerzeugnissen'],
    ['18.2', 'Vervielfältigung von bespielten Ton-, Bild- und Datenträgern'],
  ]],
  ['19', 'C', 'Kokerei und Mineralölverarbeitung', [
    ['19.1', 'Kokerei'],
    ['19.2', 'Mineralölverarbeitung'],
  ]],
  ['20', 'C', 'Herstellung von chemischen Erzeugnissen', [
    ['20.1', 'Herstellung von chemischen Grundstoffen, Düngemitteln und Stickstoffverbindungen, Kunststoffen in Primärformen und synthetischem Kautschuk in Primärformen'],
    ['20.2', 'Herstellung von Schädlingsbekämpfungs-, Pflanzenschutz- und Desinfektionsmitteln'],
    ['20.3', 'Herstellung von Anstrichmitteln, Druckfarben und Kitten'],
    ['20.4', 'Herstellung von Seifen, Wasch-, Reinigungs- und Körperpflegemitteln sowie von Duftstoffen'],
    ['20.5', 'Herstellung von sonstigen chemischen Erzeugnissen'],
    ['20.6', 'Herstellung von Chemiefasern'],
  ]],
  ['21', 'C', 'Herstellung von pharmazeutischen Erzeugnissen', [
    ['21.1', 'Herstellung von pharmazeutischen Grundstoffen'],
    ['21.2', 'Herstellung von pharmazeutischen Spezialitäten und sonstigen pharmazeutischen Erzeugnissen'],
  ]],
  ['22', 'C', 'Herstellung von Gummi- und Kunststoffwaren', [
    ['22.1', 'Herstellung von Gummiwaren'],
    ['22.2', 'Herstellung von Kunststoffwaren'],
  ]],
  ['23', 'C', 'Herstellung von Glas und Glaswaren, Keramik, Verarbeitung von Steinen und Erden', [
    ['23.1', 'Herstellung von Glas und Glaswaren'],
    ['23.2', 'Herstellung von feuerfesten keramischen Werkstoffen und Waren'],
    ['23.3', 'Herstellung von keramischen Baumaterialien'],
    ['23.4', 'Herstellung von sonstigen Porzellan- und keramischen Erzeugnissen'],
    ['23.5', 'Herstellung von Zement, Kalk und gebranntem Gips'],
    ['23.6', 'Herstellung von Erzeugnissen aus Beton, Zement und Gips'],
    ['23.7', 'Be- und Verarbeitung von Naturwerksteinen und Natursteinen a. n. g.'],
    ['23.9', 'Herstellung von Schleifkörpern und Schleifmitteln auf Unterlage sowie sonstigen Erzeugnissen aus nichtmetallischen Mineralien a. n. g.'],
  ]],
  ['24', 'C', 'Metallerzeugung und -bearbeitung', [
    ['24.1', 'Erzeugung von Roheisen, Stahl und Ferrolegierungen'],
    ['24.2', 'Herstellung von Stahlrohren, Rohrform-, Rohrverschluss- und Rohrverbindungsstücken aus Stahl'],
    ['24.3', 'Sonstige erste Bearbeitung von Eisen und Stahl'],
    ['24.4', 'Erzeugung und erste Bearbeitung von NE-Metallen'],
    ['24.5', 'Gießereien'],
  ]],
  ['25', 'C', 'Herstellung von Metallerzeugnissen', [
    ['25.1', 'Stahl- und Leichtmetallbau'],
    ['25.2', 'Herstellung von Metalltanks und -behältern; Herstellung von Heizkörpern und -kesseln für Zentralheizungen'],
    ['25.3', 'Herstellung von Dampfkesseln (ohne Zentralheizungskessel)'],
    ['25.4', 'Herstellung von Waffen und Munition'],
    ['25.5', 'Herstellung von Schmiede-, Press-, Zieh- und Stanzteilen, gewalzten Ringen und pulvermetallurgischen Erzeugnissen'],
    ['25.6', 'Oberflächenveredlung und Wärmebehandlung; Mechanik a. n. g.'],
    ['25.7', 'Herstellung von Schneidwaren, Werkzeugen, Schlössern und Beschlägen aus unedlen Metallen'],
    ['25.9', 'Herstellung von sonstigen Metallwaren'],
  ]],
  ['26', 'C', 'Herstellung von Datenverarbeitungsgeräten, elektronischen und optischen Erzeugnissen', [
    ['26.1', 'Herstellung von elektronischen Bauelementen und Leiterplatten'],
    ['26.2', 'Herstellung von Datenverarbeitungsgeräten und peripheren Geräten'],
    ['26.3', 'Herstellung von Geräten und Einrichtungen der Telekommunikationstechnik'],
    ['26.4', 'Herstellung von Geräten der Unterhaltungselektronik'],
    ['26.5', 'Herstellung von Mess-, Kontroll-, Navigations- u. ä. Instrumenten und Vorrichtungen; Herstellung von Uhren'],
    ['26.6', 'Herstellung von Bestrahlungs- und Elektrotherapiegeräten und elektromedizinischen Geräten'],
    ['26.7', 'Herstellung von optischen und fotografischen Instrumenten und Geräten'],
    ['26.8', 'Herstellung von magnetischen und optischen Datenträgern'],
  ]],
  ['27', 'C', 'Herstellung von elektrischen Ausrüstungen', [
    ['27.1', 'Herstellung von Elektromotoren, Generatoren, Transformatoren, Elektrizitätsverteilungs- und -schalteinrichtungen'],
    ['27.2', 'Herstellung von Batterien und Akkumulatoren'],
    ['27.3', 'Herstellung von Kabeln und elektrischem Installationsmaterial'],
    ['27.4', 'Herstellung von elektrischen Lampen und Leuchten'],
    ['27.5', 'Herstellung von Haushaltsgeräten'],
    ['27.9', 'Herstellung von sonstigen elektrischen Ausrüstungen und Geräten a. n. g.'],
  ]],
  ['28', 'C', 'Maschinenbau', [
    ['28.1', 'Herstellung von nicht wirtschaftszweigspezifischen Maschinen'],
    ['28.2', 'Herstellung von sonstigen nicht wirtschaftszweigspezifischen Maschinen'],
    ['28.3', 'Herstellung von land- und forstwirtschaftlichen Maschinen'],
    ['28.4', 'Herstellung von Werkzeugmaschinen'],
    ['28.9', 'Herstellung von Maschinen für sonstige bestimmte Wirtschaftszweige'],
  ]],
  ['29', 'C', 'Herstellung von Kraftwagen und Kraftwagenteilen', [
    ['29.1', 'Herstellung von Kraftwagen und Kraftwagenmotoren'],
    ['29.2', 'Herstellung von Karosserien, Aufbauten und Anhängern'],
    ['29.3', 'Herstellung von Teilen und Zubehör für Kraftwagen'],
  ]],
  ['30', 'C', 'Sonstiger Fahrzeugbau', [
    ['30.1', 'Schiff- und Bootsbau'],
    ['30.2', 'Schienenfahrzeugbau'],
    ['30.3', 'Luft- und Raumfahrzeugbau'],
    ['30.4', 'Herstellung von militärischen Kampffahrzeugen'],
    ['30.9', 'Herstellung von Fahrzeugen a. n. g.'],
  ]],
  ['31', 'C', 'Herstellung von Möbeln', [
    ['31.0', 'Herstellung von Möbeln'],
  ]],
  ['32', 'C', 'Herstellung von sonstigen Waren', [
    ['32.1', 'Herstellung von Münzen, Schmuck und ähnlichen Erzeugnissen'],
    ['32.2', 'Herstellung von Musikinstrumenten'],
    ['32.3', 'Herstellung von Sportgeräten'],
    ['32.4', 'Herstellung von Spielwaren'],
    ['32.5', 'Herstellung von medizinischen und zahnmedizinischen Apparaten und Materialien'],
    ['32.9', 'Herstellung von Erzeugnissen a. n. g.'],
  ]],
  ['33', 'C', 'Reparatur und Installation von Maschinen und Ausrüstungen', [
    ['33.1', 'Reparatur von Metallerzeugnissen, Maschinen und Ausrüstungen'],
    ['33.2', 'Installation von Maschinen und Ausrüstungen a. n. g.'],
  ]],
  ['35', 'D', 'Energieversorgung', [
    ['35.1', 'Elektrizitätsversorgung'],
    ['35.2', 'Gasversorgung'],
    ['35.3', 'Wärme- und Kälteversorgung'],
  ]],
  ['36', 'E', 'Wasserversorgung', [
    ['36.0', 'Wasserversorgung'],
  ]],
  ['37', 'E', 'Abwasserentsorgung', [
    ['37.0', 'Abwasserentsorgung'],
  ]],
  ['38', 'E', 'Sammlung, Behandlung und Beseitigung von Abfällen; Rückgewinnung', [
    ['38.1', 'Sammlung von Abfällen'],
    ['38.2', 'Abfallbehandlung und -beseitigung'],
    ['38.3', 'Rückgewinnung'],
  ]],
  ['39', 'E', 'Beseitigung von Umweltverschmutzungen und sonstige Entsorgung', [
    ['39.0', 'Beseitigung von Umweltverschmutzungen und sonstige Entsorgung'],
  ]],
  ['41', 'F', 'Hochbau', [
    ['41.1', 'Erschließung von Grundstücken; Bauträger'],
    ['41.2', 'Bau von Gebäuden'],
  ]],
  ['42', 'F', 'Tiefbau', [
    ['42.1', 'Bau von Straßen und Bahnverkehrsstrecken'],
    ['42.2', 'Leitungstiefbau und Kläranlagenbau'],
    ['42.9', 'Sonstiger Tiefbau'],
  ]],
  ['43', 'F', 'Vorbereitende Baustellenarbeiten, Bauinstallation und sonstiges Ausbaugewerbe', [
    ['43.1', 'Abbrucharbeiten und vorbereitende Baustellenarbeiten'],
    ['43.2', 'Bauinstallation'],
    ['43.3', 'Sonstiger Ausbau'],
    ['43.9', 'Sonstige spezialisierte Bautätigkeiten'],
  ]],
  ['45', 'G', 'Handel mit Kraftfahrzeugen; Instandhaltung und Reparatur von Kraftfahrzeugen', [
    ['45.1', 'Handel mit Kraftwagen'],
    ['45.2', 'Instandhaltung und Reparatur von Kraftwagen'],
    ['45.3', 'Handel mit Kraftwagenteilen und -zubehör'],
    ['45.4', 'Handel mit Krafträdern, Kraftradteilen und -zubehör; Instandhaltung und Reparatur von Krafträdern'],
  ]],
  ['46', 'G', 'Großhandel (ohne Handel mit Kraftfahrzeugen)', [
    ['46.1', 'Handelsvermittlung'],
    ['46.2', 'Großhandel mit landwirtschaftlichen Grundstoffen und lebenden Tieren'],
    ['46.3', 'Großhandel mit Nahrungs- und Genussmitteln, Getränken und Tabakwaren'],
    ['46.4', 'Großhandel mit Gebrauchs- und Verbrauchsgütern'],
    ['46.5', 'Großhandel mit Geräten der Informations- und Kommunikationstechnik'],
    ['46.6', 'Großhandel mit sonstigen Maschinen, Ausrüstungen und Zubehör'],
    ['46.7', 'Sonstiger Großhandel'],
    ['46.9', 'Großhandel ohne ausgeprägten Schwerpunkt'],
  ]],
  ['47', 'G', 'Einzelhandel (ohne Handel mit Kraftfahrzeugen)', [
    ['47.1', 'Einzelhandel mit Waren verschiedener Art (in Verkaufsräumen)'],
    ['47.2', 'Einzelhandel mit Nahrungs- und Genussmitteln, Getränken und Tabakwaren (in Verkaufsräumen)'],
    ['47.3', 'Einzelhandel mit Motorenkraftstoffen (Tankstellen)'],
    ['47.4', 'Einzelhandel mit Geräten der Informations- und Kommunikationstechnik (in Verkaufsräumen)'],
    ['47.5', 'Einzelhandel mit sonstigen Haushaltsgeräten, Textilien, Heimwerker- und Einrichtungsbedarf (in Verkaufsräumen)'],
    ['47.6', 'Einzelhandel mit Verlagsprodukten, Sportausrüstungen und Spielwaren (in Verkaufsräumen)'],
    ['47.7', 'Einzelhandel mit sonstigen Gütern (in Verkaufsräumen)'],
    ['47.8', 'Einzelhandel an Verkaufsständen und auf Märkten'],
    ['47.9', 'Einzelhandel, nicht in Verkaufsräumen, an Verkaufsständen oder auf Märkten'],
  ]],
  ['49', 'H', 'Landverkehr und Transport in Rohrfernleitungen', [
    ['49.1', 'Personenbeförderung im Eisenbahnfernverkehr'],
    ['49.2', 'Güterbeförderung im Eisenbahnverkehr'],
    ['49.3', 'Sonstige Personenbeförderung im Landverkehr'],
    ['49.4', 'Güterbeförderung im Straßenverkehr, Umzugstransporte'],
    ['49.5', 'Transport in Rohrfernleitungen'],
  ]],
  ['50', 'H', 'Schifffahrt', [
    ['50.1', 'Personenbeförderung in der See- und Küstenschifffahrt'],
    ['50.2', 'Güterbeförderung in der See- und Küstenschifffahrt'],
    ['50.3', 'Personenbeförderung in der Binnenschifffahrt'],
    ['50.4', 'Güterbeförderung in der Binnenschifffahrt'],
  ]],
  ['51', 'H', 'Luftfahrt', [
    ['51.1', 'Personenbeförderung in der Luftfahrt'],
    ['51.2', 'Güterbeförderung in der Luftfahrt und Raumtransport'],
  ]],
  ['52', 'H', 'Lagerei sowie Erbringung von sonstigen Dienstleistungen für den Verkehr', [
    ['52.1', 'Lagerei'],
    ['52.2', 'Erbringung von sonstigen Dienstleistungen für den Verkehr'],
  ]],
  ['53', 'H', 'Post-, Kurier- und Expressdienste', [
    ['53.1', 'Postdienste von Universaldienstleistungsanbietern'],
    ['53.2', 'Sonstige Post-, Kurier- und Expressdienste'],
  ]],
  ['55', 'I', 'Beherbergung', [
    ['55.1', 'Hotels, Gasthöfe und Pensionen'],
    ['55.2', 'Ferienunterkünfte und ähnliche Beherbergungsstätten'],
    ['55.3', 'Campingplätze'],
    ['55.9', 'Sonstige Beherbergungsstätten'],
  ]],
  ['56', 'I', 'Gastronomie', [
    ['56.1', 'Restaurants, Gaststätten, Imbissstuben, Cafés, Eissalons u. Ä.'],
    ['56.2', 'Caterer und Erbringung sonstiger Verpflegungsdienstleistungen'],
    ['56.3', 'Ausschank von Getränken'],
  ]],
  ['58', 'J', 'Verlagswesen', [
    ['58.1', 'Verlegen von Büchern und Zeitschriften; sonstiges Verlagswesen (ohne Software)'],
    ['58.2', 'Verlegen von Software'],
  ]],
  ['59', 'J', 'Herstellung, Verleih und Vertrieb von Filmen und Fernsehprogrammen; Kinos; Tonstudios und Verlegen von Musik', [
    ['59.1', 'Herstellung von Filmen und Fernsehprogrammen, deren Verleih und Vertrieb; Kinos'],
    ['59.2', 'Tonstudios; Herstellung von Hörfunkbeiträgen; Verlegen von bespielten Tonträgern und Musikalien'],
  ]],
  ['60', 'J', 'Rundfunkveranstalter', [
    ['60.1', 'Hörfunkveranstalter'],
    ['60.2', 'Fernsehveranstalter'],
  ]],
  ['61', 'J', 'Telekommunikation', [
    ['61.1', 'Leitungsgebundene Telekommunikation'],
    ['61.2', 'Drahtlose Telekommunikation'],
    ['61.3', 'Satellitentelekommunikation'],
    ['61.9', 'Sonstige Telekommunikation'],
  ]],
  ['62', 'J', 'Erbringung von Dienstleistungen der Informationstechnologie', [
    ['62.0', 'Erbringung von Dienstleistungen der Informationstechnologie'],
  ]],
  ['63', 'J', 'Informationsdienstleistungen', [
    ['63.1', 'Datenverarbeitung, Hosting und damit verbundene Tätigkeiten; Webportale'],
    ['63.9', 'Erbringung von sonstigen Informationsdienstleistungen'],
  ]],
  ['64', 'K', 'Erbringung von Finanzdienstleistungen', [
    ['64.1', 'Zentralbanken und Kreditinstitute'],
    ['64.2', 'Beteiligungsgesellschaften'],
    ['64.3', 'Treuhand- und sonstige Fonds und ähnliche Finanzinstitutionen'],
    ['64.9', 'Sonstige Finanzierungsinstitutionen'],
  ]],
  ['65', 'K', 'Versicherungen, Rückversicherungen und Pensionskassen (ohne Sozialversicherung)', [
    ['65.1', 'Versicherungen'],
    ['65.2', 'Rückversicherungen'],
    ['65.3', 'Pensionskassen und Pensionsfonds'],
  ]],
  ['66', 'K', 'Mit Finanz- und Versicherungsdienstleistungen verbundene Tätigkeiten', [
    ['66.1', 'Mit Finanzdienstleistungen verbundene Tätigkeiten'],
    ['66.2', 'Mit Versicherungsdienstleistungen und Pensionskassen verbundene Tätigkeiten'],
    ['66.3', 'Fondsmanagement'],
  ]],
  ['68', 'L', 'Grundstücks- und Wohnungswesen', [
    ['68.1', 'Kauf und Verkauf von eigenen Grundstücken, Gebäuden und Wohnungen'],
    ['68.2', 'Vermietung, Verpachtung von eigenen oder geleasten Grundstücken, Gebäuden und Wohnungen'],
    ['68.3', 'Vermittlung und Verwaltung von Grundstücken, Gebäuden und Wohnungen für Dritte'],
  ]],
  ['69', 'M', 'Rechts- und Steuerberatung, Wirtschaftsprüfung', [
    ['69.1', 'Rechtsberatung'],
    ['69.2', 'Wirtschaftsprüfung und Steuerberatung; Buchführung'],
  ]],
  ['70', 'M', 'Verwaltung und Führung von Unternehmen und Betrieben; Unternehmensberatung', [
    ['70.1', 'Verwaltung und Führung von Unternehmen und Betrieben'],
    ['70.2', 'Public-Relations- und Unternehmensberatung'],
  ]],
  ['71', 'M', 'Architektur- und Ingenieurbüros; technische, physikalische und chemische Untersuchung', [
    ['71.1', 'Architektur- und Ingenieurbüros'],
    ['71.2', 'Technische, physikalische und chemische Untersuchung'],
  ]],
  ['72', 'M', 'Forschung und Entwicklung', [
    ['72.1', 'Forschung und Entwicklung im Bereich Natur-, Ingenieur-, Agrarwissenschaften und Medizin'],
    ['72.2', 'Forschung und Entwicklung im Bereich Rechts-, Wirtschafts- und Sozialwissenschaften sowie im Bereich Sprach-, Kultur- und Kunstwissenschaften'],
  ]],
  ['73', 'M', 'Werbung und Marktforschung', [
    ['73.1', 'Werbung'],
    ['73.2', 'Markt- und Meinungsforschung'],
  ]],
  ['74', 'M', 'Sonstige freiberufliche, wissenschaftliche und technische Tätigkeiten', [
    ['74.1', 'Ateliers für Textil-, Schmuck-, Grafik- u. ä. Design'],
    ['74.2', 'Fotografie und Fotolabors'],
    ['74.3', 'Übersetzen und Dolmetschen'],
    ['74.9', 'Sonstige freiberufliche, wissenschaftliche und technische Tätigkeiten a. n. g.'],
  ]],
  ['75', 'M', 'Veterinärwesen', [
    ['75.0', 'Veterinärwesen'],
  ]],
  ['77', 'N', 'Vermietung von beweglichen Sachen', [
    ['77.1', 'Vermietung von Kraftwagen'],
    ['77.2', 'Vermietung von Gebrauchsgütern'],
    ['77.3', 'Vermietung von Maschinen, Geräten und sonstigen beweglichen Sachen'],
    ['77.4', 'Leasing von nichtfinanziellen immateriellen Vermögensgegenständen (ohne Copyrights)'],
  ]],
  ['78', 'N', 'Vermittlung und Überlassung von Arbeitskräften', [
    ['78.1', 'Vermittlung von Arbeitskräften'],
    ['78.2', 'Befristete Überlassung von Arbeitskräften'],
    ['78.3', 'Sonstige Überlassung von Arbeitskräften'],
  ]],
  ['79', 'N', 'Reisebüros, Reiseveranstalter und Erbringung sonstiger Reservierungsdienstleistungen', [
    ['79.1', 'Reisebüros und Reiseveranstalter'],
    ['79.9', 'Erbringung sonstiger Reservierungsdienstleistungen'],
  ]],
  ['80', 'N', 'Wach- und Sicherheitsdienste sowie Detekteien', [
    ['80.1', 'Private Wach- und Sicherheitsdienste'],
    ['80.2', 'Sicherheitsdienste mithilfe von Überwachungs- und Alarmsystemen'],
    ['80.3', 'Detekteien'],
  ]],
  ['81', 'N', 'Gebäudebetreuung; Garten- und Landschaftsbau', [
    ['81.1', 'Hausmeisterdienste'],
    ['81.2', 'Reinigung von Gebäuden, Straßen und Verkehrsmitteln'],
    ['81.3', 'Garten- und Landschaftsbau sowie Erbringung von sonstigen gärtnerischen Dienstleistungen'],
  ]],
  ['82', 'N', 'Erbringung von wirtschaftlichen Dienstleistungen für Unternehmen und Privatpersonen a. n. g.', [
    ['82.1', 'Sekretariats- und Schreibdienste, Copy-Shops'],
    ['82.2', 'Call Center'],
    ['82.3', 'Messe-, Ausstellungs- und Kongressveranstalter'],
    ['82.9', 'Erbringung sonstiger wirtschaftlicher Dienstleistungen für Unternehmen und Privatpersonen'],
  ]],
  ['84', 'O', 'Öffentliche Verwaltung, Verteidigung; Sozialversicherung', [
    ['84.1', 'Öffentliche Verwaltung'],
    ['84.2', 'Auswärtige Angelegenheiten, Verteidigung, Rechtspflege, öffentliche Sicherheit und Ordnung'],
    ['84.3', 'Sozialversicherung'],
  ]],
  ['85', 'P', 'Erziehung und Unterricht', [
    ['85.1', 'Kindergärten und Vorschulen'],
    ['85.2', 'Grundschulen'],
    ['85.3', 'Weiterführende Schulen'],
    ['85.4', 'Tertiärer und post-sekundärer, nicht tertiärer Unterricht'],
    ['85.5', 'Sonstiger Unterricht'],
    ['85.6', 'Erbringung von Dienstleistungen für den Unterricht'],
  ]],
  ['86', 'Q', 'Gesundheitswesen', [
    ['86.1', 'Krankenhäuser'],
    ['86.2', 'Arzt- und Zahnarztpraxen'],
    ['86.9', 'Gesundheitswesen a. n. g.'],
  ]],
  ['87', 'Q', 'Heime (ohne Erholungs- und Ferienheime)', [
    ['87.1', 'Pflegeheime'],
    ['87.2', 'Stationäre Einrichtungen zur psychosozialen Betreuung, Suchtbekämpfung u. Ä.'],
    ['87.3', 'Altenheime; Alten- und Behindertenwohnheime'],
    ['87.9', 'Sonstige Heime (ohne Erholungs- und Ferienheime)'],
  ]],
  ['88', 'Q', 'Sozialwesen (ohne Heime)', [
    ['88.1', 'Soziale Betreuung älterer Menschen und Behinderter'],
    ['88.9', 'Sonstiges Sozialwesen (ohne Heime)'],
  ]],
  ['90', 'R', 'Kreative, künstlerische und unterhaltende Tätigkeiten', [
    ['90.0', 'Kreative, künstlerische und unterhaltende Tätigkeiten'],
  ]],
  ['91', 'R', 'Bibliotheken, Archive, Museen, botanische und zoologische Gärten', [
    ['91.0', 'Bibliotheken, Archive, Museen, botanische und zoologische Gärten'],
  ]],
  ['92', 'R', 'Spiel-, Wett- und Lotteriewesen', [
    ['92.0', 'Spiel-, Wett- und Lotteriewesen'],
  ]],
  ['93', 'R', 'Erbringung von Dienstleistungen des Sports, der Unterhaltung und der Erholung', [
    ['93.1', 'Erbringung von Dienstleistungen des Sports'],
    ['93.2', 'Erbringung von sonstigen Dienstleistungen der Unterhaltung und der Erholung'],
  ]],
  ['94', 'S', 'Interessenvertretungen sowie kirchliche und sonstige religiöse Vereinigungen (ohne Sozialwesen und Sport)', [
    ['94.1', 'Wirtschafts- und Arbeitgeberverbände, Berufsorganisationen'],
    ['94.2', 'Arbeitnehmervereinigungen'],
    ['94.9', 'Kirchliche Vereinigungen; politische Parteien sowie sonstige Interessenvertretungen und Vereinigungen a. n. g.'],
  ]],
  ['95', 'S', 'Reparatur von Datenverarbeitungsgeräten und Gebrauchsgütern', [
    ['95.1', 'Reparatur von Datenverarbeitungs- und Telekommunikationsgeräten'],
    ['95.2', 'Reparatur von Gebrauchsgütern'],
  ]],
  ['96', 'S', 'Erbringung von sonstigen überwiegend persönlichen Dienstleistungen', [
    ['96.0', 'Erbringung von sonstigen überwiegend persönlichen Dienstleistungen'],
  ]],
  ['97', 'T', 'Private Haushalte mit Hauspersonal', [
    ['97.0', 'Private Haushalte mit Hauspersonal'],
  ]],
  ['98', 'T', 'Herstellung von Waren und Erbringung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt', [
    ['98.1', 'Herstellung von Waren durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt'],
    ['98.2', 'Erbringung von Dienstleistungen durch private Haushalte für den Eigenbedarf ohne ausgeprägten Schwerpunkt'],
  ]],
  ['99', 'U', 'Exterritoriale Organisationen und Körperschaften', [
    ['99.0', 'Exterritoriale Organisationen und Körperschaften'],
  ]],
];

/** The classes of the register's installations, by code. */
const CLASSES: readonly NaceEntry[] = [...new Map(ACTIVITY_PROFILES.flatMap((p) => p.variants).map((v) => [v.nace.code, v.nace.label])).entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([code, name]) => ({ code, name, parentCode: code.slice(0, 4) }));

/** The tree in the order of the classification: each section, then its divisions, each with its groups and their classes. */
export const NACE_ACTIVITIES: readonly NaceEntry[] = SECTIONS.flatMap(([section, sectionName]) => [
  { code: section, name: sectionName },
  ...DIVISIONS.filter(([, parent]) => parent === section).flatMap(([division, , name, groups]) => [
    { code: division, name, parentCode: section },
    ...groups.flatMap(([group, groupName]) => [{ code: group, name: groupName, parentCode: division }, ...CLASSES.filter((c) => c.parentCode === group)]),
  ]),
]);
