/** User-visible German texts that the spec fixes, letter for letter. Grouped by area. */
export const appTexts = {
  title: 'IPPC Austria',
  portal: 'Portal',
  back: 'Zurück',
  loading: 'Wird geladen …',
  notFoundTitle: 'Objekt nicht gefunden (Fehler 404)',
  notPermittedTitle: 'Zugriff nicht erlaubt (Fehler 403)',
  contentUnavailable: 'Die Information ist derzeit nicht verfügbar.',
  retry: 'Erneut versuchen',
  noResults: 'Keine Ergebnisse',
  noEntries: 'Keine Einträge vorhanden',
  /** A read-only value the record leaves empty. */
  noInput: 'keine Eingabe',
  lastChanged: 'Letzte Änderung:',
  version: 'Version',
} as const;

export const routeNames = {
  start: 'Startseite',
  installations: 'Anlagenregister',
  installation: 'Anlagendetails',
  environmentalInspection: 'Umweltinspektion',
  bvtConclusions: 'bvT Schlussfolgerungen',
  legalBases: 'Rechtsgrundlagen/Leitfäden',
  faq: 'FAQ',
  userTasks: 'Aufträge',
} as const;

export const userTaskStatusLabels = {
  WAITING: 'Wartend',
  RUNNING: 'In Bearbeitung',
  CANCELLING: 'Wird abgebrochen',
  CANCELLED: 'Abgebrochen',
  SUCCESS: 'Erfolgreich',
  FAILURE: 'Fehlgeschlagen',
} as const;

export const installationStatusLabels = {
  IN_BETRIEB: 'In Betrieb',
  IN_ERRICHTUNG: 'In Errichtung',
  STILLGELEGT: 'Stillgelegt',
} as const;

/** The federal states by their code (openapi BundeslandCode: 1 Burgenland … 9 Wien). */
export const bundeslandNames = {
  '1': 'Burgenland',
  '2': 'Kärnten',
  '3': 'Niederösterreich',
  '4': 'Oberösterreich',
  '5': 'Salzburg',
  '6': 'Steiermark',
  '7': 'Tirol',
  '8': 'Vorarlberg',
  '9': 'Wien',
} as const;

/** 'in' with each Bundesland's article, as German says it ('im Burgenland', 'in der Steiermark'). */
const bundeslandLocatives: Record<string, string> = {
  '1': 'im Burgenland',
  '6': 'in der Steiermark',
};

/** 'in <Bundesland>' with the right article, by the Bundesland's code (its name as given for a code not known). */
export const inBundesland = (code: string, name: string): string => bundeslandLocatives[code] ?? `in ${name}`;

export const legalBasisLabels = {
  GEWO: 'Gewerbeordnung 1994',
  AWG: 'Abfallwirtschaftsgesetz 2002',
  EGK: 'Emissionsschutzgesetz für Kesselanlagen (EG-K 2013)',
  MINROG: 'Mineralrohstoffgesetz',
  LANDESRECHT: 'Landesrecht',
} as const;
