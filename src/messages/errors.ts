/**
 * German texts of the error catalogue, letter for letter where the spec fixes them; the others
 * are our wording where the spec is silent (marked).
 */
export const errorTexts = {
  /** Route-level error page title. */
  fatalTitle: 'Schwerer Fehler',
  unexpected: (id: string) =>
    `Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut. Fehler-ID: ${id}.`,
  logFailed: 'Das Protokoll konnte nicht gespeichert werden.',
  moreInformation: 'Mehr Informationen',
  details: 'Fehlerdetails:',
  /** Our wording: labels inside the details. */
  detailId: 'Fehler-ID',
  detailUrl: 'URL',
  detailStack: 'Komponenten-Stack',
  reload: 'Seite aktualisieren',
  routerFallback: 'Unexpected Application Error!',
  contentUnavailable: 'Die Information ist derzeit nicht verfügbar.',
  firewallTitle: 'Firewall Ablehnung',
  timeoutTitle: 'Zeitüberschreitung',
  timeout:
    'Der Server braucht zu lange, um eine Antwort zu senden. Die Anfrage wurde abgebrochen. Überprüfen Sie die Netzwerkverbindung des Computers und versuchen Sie es nochmals.',
  close: 'Schließen',
  /** Our wording: a response that breaks the contract (runtime validation). */
  contractViolation: 'Die Antwort des Servers hat ein unerwartetes Format. Die Daten können nicht angezeigt werden.',
  /** Our wording: the browser is offline; queries pause and continue when the connection is back. */
  offline: 'Keine Netzwerkverbindung. Die Anfragen werden fortgesetzt, sobald die Verbindung wiederhergestellt ist.',
} as const;
