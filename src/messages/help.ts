/**
 * In-page help: the info links' texts and the inline help of the register's terms. The help texts are
 * our own wording (the spec fixes only 'Mehr Informationen' and 'Info'): short, plain German, each with
 * the CMS section that says more, addressed as '<CMS page>#<anchor>'.
 */
export const helpTexts = {
  moreInformation: 'Mehr Informationen',
  infoTitle: 'Info',
} as const;

/** A term's inline help: the term as labelled on the page, the help text, the CMS section behind 'Mehr Informationen'. */
export interface HelpTopic {
  label: string;
  children: string;
  more?: string;
}

export const helpTopics = {
  mainActivity: {
    label: 'Haupttätigkeit',
    children:
      'Die wichtigste Tätigkeit der Anlage nach Anhang I der Industrieemissionsrichtlinie (IED), mit ihrer Nummer im Anhang, z. B. 5.2 für Abfallverbrennung.',
    more: 'rechtsgrundlagen-leitfaeden#anhang-1',
  },
  branch: {
    label: 'Branche',
    children: 'Die sechs Kategorien der Tätigkeiten nach Anhang I der IED, z. B. 1 Energiewirtschaft oder 5 Abfallbehandlung. Jede Anlage zählt bei der Kategorie ihrer Haupttätigkeit.',
    more: 'rechtsgrundlagen-leitfaeden#anhang-1',
  },
  furtherActivities: {
    label: 'Weitere Tätigkeiten',
    children: 'Andere Tätigkeiten nach Anhang I der IED, die in derselben Anlage ausgeübt werden.',
    more: 'rechtsgrundlagen-leitfaeden#anhang-1',
  },
  status: {
    label: 'Status',
    children: 'Ob die Anlage in Betrieb, in Errichtung oder stillgelegt ist. Stillgelegte Anlagen bleiben zur Information im Register.',
    more: 'faq#faq-status',
  },
  legalBasis: {
    label: 'Rechtsgrundlage',
    children: 'Das österreichische Gesetz, nach dem die Anlage genehmigt ist, z. B. die Gewerbeordnung 1994 oder das Abfallwirtschaftsgesetz 2002.',
    more: 'rechtsgrundlagen-leitfaeden#umsetzung',
  },
  bvt: {
    label: 'bvT-Schlussfolgerungen',
    children:
      'Schlussfolgerungen zu den besten verfügbaren Techniken (bvT) einer Branche, von der Europäischen Kommission als Durchführungsbeschluss veröffentlicht. Sie sind die Grundlage der Auflagen in der Genehmigung.',
    more: 'faq#faq-bvt',
  },
  bvtDeadline: {
    label: 'Frist zur Anpassung',
    children:
      'Vier Jahre nach Veröffentlichung der bvT-Schlussfolgerungen: Bis dahin überprüft die Behörde die Genehmigung und passt sie an, und die Anlage muss die neuen Auflagen einhalten (Art. 21 Abs. 3 IED).',
    more: 'faq#faq-anpassungsfrist',
  },
  inspections: {
    label: 'Umweltinspektionen',
    children:
      'Besichtigungen der Anlage durch die Behörde, je nach Umweltrisiko mindestens alle ein bis drei Jahre. Der Bericht wird innerhalb von vier Monaten veröffentlicht.',
    more: 'faq#faq-inspektionen',
  },
  filter: {
    label: 'Filter',
    children:
      'Die Suche findet Name, Betreiber, Ort, Gemeinde und Anlagennummer. Der Filter schränkt die Liste nach Bundesland, Bezirk, Tätigkeit, bvT-Schlussfolgerung, Rechtsgrundlage und Status ein.',
    more: 'faq#faq-suche',
  },
  savedFilters: {
    label: 'Gespeicherter Filter',
    children:
      'Filter lassen sich unter einem Namen speichern und wieder auswählen. Der ausgewählte Filter gilt auch beim nächsten Besuch. Ein Name mit „(*)“ hat ungespeicherte Änderungen.',
    more: 'faq#faq-suche',
  },
  overviewSelection: {
    label: 'Übersicht',
    children:
      'Nach der Anmeldung zeigt die Startseite Ihre Übersicht: Betreiber:innen ihre eigenen Anlagen, Behördenbedienstete die Anlagen ihres Bundeslands. „Österreichweite Übersicht anzeigen“ wechselt zu den Zahlen für ganz Österreich.',
    more: 'faq#faq-anmeldung',
  },
} as const satisfies Record<string, HelpTopic>;
