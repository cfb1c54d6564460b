/**
 * German texts of the content pages (Umweltinspektion, Rechtsgrundlagen/Leitfäden, bvT Schlussfolgerungen,
 * FAQ). Texts the spec fixes are taken from messages/de.ts or repeated letter for letter ('Alles
 * aufklappen', 'Alles zuklappen', 'Keine Ergebnisse', 'Suche'); the rest is our wording where the spec is silent.
 */
export const contentTexts = {
  tocLabel: 'Inhalt dieser Seite',
  tocTitle: 'Inhalt',
} as const;

export const faqTexts = {
  expandAll: 'Alles aufklappen',
  collapseAll: 'Alles zuklappen',
  noResults: 'Keine Ergebnisse',
  searchLabel: 'In den FAQ suchen',
  searchHint: 'Durchsucht Fragen und Antworten.',
  questionsLabel: 'Fragen und Antworten',
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'Frage' : 'Fragen'}` : `${shown} von ${total} Fragen gefunden`,
} as const;

export const bvtTexts = {
  caption: 'bvT-Schlussfolgerungen (Durchführungsbeschlüsse der Europäischen Kommission)',
  intro:
    'bvT-Schlussfolgerungen legen die besten verfügbaren Techniken für eine Branche fest. Sie werden als Durchführungsbeschlüsse der Europäischen Kommission veröffentlicht; innerhalb von vier Jahren nach der Veröffentlichung müssen die betroffenen Anlagen sie einhalten.',
  searchLabel: 'Suche',
  searchHint: 'Kürzel, Titel oder Durchführungsbeschluss',
  noResults: 'Keine Ergebnisse',
  count: (shown: number, total: number) =>
    shown === total ? `${total} bvT-Schlussfolgerungen` : `${shown} von ${total} bvT-Schlussfolgerungen gefunden`,
  columns: {
    code: 'Kürzel',
    title: 'Titel',
    decision: 'Durchführungsbeschluss',
    publishedOn: 'Veröffentlicht am',
    reconsiderationDeadline: 'Anpassung bis',
    documents: 'Dokumente',
  },
  sortAscending: 'aufsteigend sortiert',
  sortDescending: 'absteigend sortiert',
  languages: { de: 'Deutsch', en: 'Englisch' } as Record<string, string>,
  download: (language: string) => `PDF ${language}`,
  downloadLabel: (title: string, language: string) => `${title}, PDF ${language} herunterladen`,
  creating: 'Wird erstellt …',
  creatingLabel: (title: string) => `${title}: Dokument wird erstellt …`,
  created: (fileName: string) => `${fileName} wurde heruntergeladen.`,
  createFailed: 'Das Dokument konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  edm: 'EDM',
  edmLabel: (title: string) => `${title} im EDM öffnen (neues Fenster)`,
  noDocuments: 'Keine Dokumente',
} as const;
