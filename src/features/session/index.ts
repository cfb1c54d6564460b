/** Session warnings (spec §4, §8, §9) and the footer's test settings (spec §2.4). */
export { SessionWarnings } from './SessionWarnings';
export { TestSettingsEntry } from './TestSettingsEntry';
