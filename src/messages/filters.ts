/**
 * German texts of saved filters, the filter panel and the page search. Texts the spec fixes
 * are letter for letter; the others are our own wording where the spec is silent (marked "ours").
 */
export const filterTexts = {
  /** The default filter's name. */
  defaultFilterName: 'Standardfilter',
  /** The filter created when the default filter is edited. */
  unnamedFilter: 'Unbenannter Filter',
  /** A copy is named 'Kopie von' plus the original name. */
  copyOf: (name: string) => `Kopie von ${name}`,
  /** An unsaved filter's name ends with ' (*)'. */
  unsavedSuffix: ' (*)',
  apply: 'Filter anwenden',
  enabled: 'Filter ist aktiv',
  disabled: 'Filter ist inaktiv',
  /** The page search: the label of its criterion. */
  search: 'Suche',
  /** Side-panel tabs Filter and History (the German tab names are ours). */
  /** The panel's first tab: its criteria (the panel itself and the button that opens it are 'Filter'). */
  tabFilter: 'Kriterien',
  tabHistory: 'Verlauf',
  // ours:
  panelTitle: 'Filter',
  filterButton: 'Filter',
  filterButtonWarning: 'Filter (Warnung)',
  selectLabel: 'Gespeicherter Filter',
  noneSelected: 'Kein Filter',
  add: 'Neuer Filter',
  rename: 'Umbenennen',
  duplicate: 'Duplizieren',
  remove: 'Löschen',
  save: 'Speichern',
  reset: 'Zurücksetzen',
  management: 'Filterverwaltung',
  mainCriteria: 'Filterkriterien',
  additionalCriteria: 'Weitere Filterkriterien',
  activeFilters: 'Angewendete Filter',
  removeCriterion: (label: string) => `Filter ${label} entfernen`,
  showAllValues: (label: string, n: number) => `${label}: ${n} weitere Werte anzeigen`,
  showFewerValues: (label: string) => `${label}: weniger Werte anzeigen`,
  more: (n: number) => `+${n}`,
  yes: 'Ja',
  historyEmpty: 'Es wurden noch keine Filter angewendet.',
  historyApply: 'Erneut anwenden',
  historyNoCriteria: 'Keine Einschränkung',
  historyEntry: (time: string, name: string) => `${time} – ${name}`,
  saving: 'Wird gespeichert …',
  saved: 'Filter gespeichert.',
  /** A filter criterion that the server labels like the page search ('Suche') is shown under this name. */
  searchCriterion: 'Suchbegriff',
  searchPlaceholder: 'Name, Betreiber, Ort …',
  clearSearch: 'Suche löschen',
  /** The place search next to the page search, and its radius. */
  place: 'PLZ oder Ort',
  /** The criterion of installations changed on a day or later. */
  changedSince: 'Geändert seit',
  watch: 'Beobachten',
  watchHint: 'Nach dem Speichern zeigen Ihre Nachrichten bei jedem Besuch, wie viele Anlagen dieses Filters seit Ihrem letzten Besuch geändert wurden.',
  changedSinceHint: 'Anlagen, deren Registerdaten an diesem Tag oder später geändert wurden (Format: TT.MM.JJJJ)',
  radius: (km: number) => `im Umkreis von ${km} km`,
  // ours:
  radiusLabel: 'Umkreis',
  placePlaceholder: 'z. B. 4020 oder Linz',
  placeMinLength: 'Mindestens 2 Zeichen',
  placeNoResults: 'Keine Ergebnisse',
  placeLoading: 'Orte werden gesucht …',
  placeError: 'Orte konnten nicht geladen werden.',
  placeResults: (n: number) => (n === 1 ? '1 Ort gefunden' : `${n} Orte gefunden`),
  dialogCancel: 'Abbrechen',
  dialogDelete: 'Löschen',
} as const;

/** The filter loading errors and the internal save errors. */
export type FilterErrorCode =
  | 'name_not_found'
  | 'no_response_data'
  | 'unable_to_save'
  | 'unknown_error'
  | 'generic_error'
  | 'no_filter_definition'
  | 'no_filter_selected'
  | 'no_filter_to_save'
  | 'no_filter_value_to_save';

/** The text shown for a filter error (any code not listed gets the generic text). */
export function filterErrorText(code: string): string {
  switch (code) {
    case 'name_not_found':
    case 'no_response_data':
      return 'Filter konnten nicht geladen werden. Es werden die Standardeinstellungen genutzt.';
    case 'unable_to_save':
      return 'Filter konnte nicht gespeichert werden.';
    default:
      return 'Es ist ein unerwarteter Fehler aufgetreten.';
  }
}

/** The filter dialogs, letter for letter. */
export const filterDialogTexts = {
  noSelectionTitle: 'Kein Filter ausgewählt',
  noSelectionRename: 'Bitte wählen Sie einen Filter aus bevor Sie den Namen des Filters ändern.',
  // Grammar corrected ('einen Filter').
  noSelectionDuplicate: 'Bitte wählen Sie einen Filter aus bevor Sie einen Filter duplizieren.',
  noSelectionDelete: 'Bitte wählen Sie den Filter, den Sie löschen möchten.',
  duplicateBlockedTitle: 'Duplizieren nicht möglich',
  duplicateBlocked: 'Der aktuelle Filter ist nicht gespeichert und kann deshalb nicht dupliziert werden.',
  switchBlockedTitle: 'Filterwechsel nicht möglich',
  switchBlocked: 'Der aktuelle Filter kann nicht gewechselt werden, da es noch ungespeicherte Änderungen gibt.',
  deleteTitle: 'Filter löschen?',
  deleteText: (name: string) => `Möchten Sie den Filter "${name}" wirklich löschen?`,
} as const;
