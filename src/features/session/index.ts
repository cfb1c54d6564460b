/** Session warnings and the footer's test settings. */
export { SessionWarnings } from './SessionWarnings';
export { TestSettingsEntry } from './TestSettingsEntry';
