/**
 * German texts of the session warnings, letter for letter where the spec fixes them;
 * the others are our wording where the spec is silent (marked).
 */
export const sessionTexts = {
  banner: (countdown: string) =>
    `Ihre Sitzung läuft in ${countdown} Minuten ab. Speichern Sie neue bzw. veränderte Daten, damit diese nicht verloren gehen.`,
  /** The polite announcement at sensible steps (the first sentence of the banner). */
  announcement: (countdown: string) => `Ihre Sitzung läuft in ${countdown} Minuten ab.`,
  warningTitle: 'Sitzungsablauf',
  /** Our wording: the text asking to extend. */
  warningText: (countdown: string) => `Ihre Sitzung läuft in ${countdown} Minuten ab. Möchten Sie die Sitzung verlängern?`,
  close: 'Schließen',
  extend: 'Sitzung verlängern',
  /** Our wording: the session extension failed (spec: not shown). */
  extendFailed: 'Die Sitzung konnte nicht verlängert werden. Bitte versuchen Sie es erneut.',
  /** Our wording: title of the expired dialog. */
  expiredTitle: 'Sitzung abgelaufen',
  expired: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  /** Our wording of the hint the spec describes. */
  expiredHint:
    'Sie können diesen Dialog schließen, um nicht gespeicherte Änderungen zu sichern, zum Beispiel mit einem Bildschirmfoto oder durch Kopieren der Inhalte.',
  toSignIn: 'Zur Anmeldemaske',
  /** Our wording: the banner after the expired dialog was closed. */
  expiredBanner: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
} as const;

/** The footer's test settings; our wording. */
export const testSettingsTexts = {
  entry: 'Testeinstellungen',
  title: 'Testeinstellungen',
  serverTime: 'Serverzeit',
  unavailable: 'Die Serverzeit ist derzeit nicht verfügbar.',
  date: 'Datum',
  time: 'Uhrzeit',
  set: 'Testuhr stellen',
  reset: 'Testuhr zurücksetzen',
  testClockActive: 'Testuhr aktiv',
  setFailed: 'Die Testuhr konnte nicht gestellt werden.',
} as const;
