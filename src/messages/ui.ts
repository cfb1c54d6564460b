/**
 * German texts of the UI kit (src/components). Texts the spec fixes are letter for letter;
 * the others are our own wording where the spec is silent.
 */
export const uiTexts = {
  close: 'Schließen',
  tooltipClose: 'Tooltip schließen',
  expandAll: 'Alles aufklappen',
  collapseAll: 'Alles zuklappen',
  more: 'Mehr',
  less: 'Weniger',
  loading: 'Wird geladen …',
  saving: 'Wird gespeichert …',
  saveFailed: 'Speichern fehlgeschlagen',
  dropdownPlaceholder: 'Bitte auswählen',
  noEntries: 'Keine Einträge vorhanden',
  noResults: 'Keine Ergebnisse',
  moreOptions: (count: string) => `${count} weitere Einträge: Suchbegriff eingeben, um die Liste einzugrenzen`,
  search: 'Suche',
  removeValue: (label: string) => `${label} entfernen`,
  selectedCount: (n: number) => (n === 1 ? '1 Eintrag ausgewählt' : `${n} Einträge ausgewählt`),
  summaryTitle: 'Folgende Angaben fehlen oder sind fehlerhaft:',
  save: 'Speichern',
  cancel: 'Abbrechen',
  reset: 'Zurücksetzen',
  showInfo: (label: string) => `Information zu ${label}`,
  dateFormatHint: 'Format: TT.MM.JJJJ',
  timeFormatHint: 'Format: HH:MM',
  required: 'Pflichtfeld',
  errorPrefix: 'Fehler:',
  navigation: 'Navigation',
} as const;

/** Validation messages, letter for letter. */
export const validationTexts = {
  required: 'Dieses Feld ist verpflichtend',
  min: (min: string) => `Wert muss mindestens ${min} sein`,
  max: (max: string) => `Wert darf maximal ${max} sein`,
  dateMin: (date: string) => `${date} oder später`,
  dateMax: (date: string) => `${date} oder früher`,
  minLength: (n: number) => `Mindestens ${n} Zeichen`,
  maxLength: (n: number) => `Maximal ${n} Zeichen`,
  generic: 'Validierungsfehler',
} as const;

/** Alert types and the tooltips of their icons. */
export const alertIconLabels = {
  Info: 'Information',
  Success: 'Erfolg',
  Warning: 'Warnung',
  Danger: 'Fehler',
} as const;

/** Dialog types; titles for message dialogs that bring none of their own (our wording). */
export const dialogTypeLabels = {
  ERROR: 'Fehler',
  INFO: 'Information',
  WARNING: 'Warnung',
} as const;

/** Texts of the reusable dialogs built from the kit. */
export const filterNameTexts = {
  title: 'Filtername',
  label: 'Name des Filters',
  unnamed: 'Unbenannter Filter',
} as const;

export const testClockTexts = {
  title: 'Testuhr stellen',
  date: 'Datum',
  time: 'Uhrzeit',
  set: 'Testuhr stellen',
  resetClock: 'Testuhr zurücksetzen',
  serverTime: 'Serverzeit',
} as const;
