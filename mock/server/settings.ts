/**
 * The portal's user settings (GET/POST /api/userSettings/{group}): name/value pairs per group, kept per
 * visitor (and mock session) in memory, and in MOCK_SETTINGS_FILE when set, so saved filters survive a
 * reload of the page and, with the file, a restart of the mock.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { UserSettingList } from './types';

type Store = Record<string, Record<string, Record<string, string>>>;

export class SettingsStore {
  private store: Store = {};

  constructor(private readonly file: string | undefined = process.env.MOCK_SETTINGS_FILE || undefined) {
    if (file && existsSync(file)) {
      try {
        this.store = JSON.parse(readFileSync(file, 'utf8')) as Store;
      } catch (error) {
        console.warn(`[mock] ${file} is not valid JSON, starting with empty settings: ${String(error)}`);
      }
    }
  }

  read(key: string, group: string): UserSettingList {
    return Object.entries(this.store[key]?.[group] ?? {}).map(([name, value]) => ({ name, value }));
  }

  /** Writes one pair; an empty value removes it. */
  write(key: string, group: string, name: string, value: string): void {
    const groups = (this.store[key] ??= {});
    const pairs = (groups[group] ??= {});
    if (value === '') {
      delete pairs[name];
      if (Object.keys(pairs).length === 0) delete groups[group];
    } else {
      pairs[name] = value;
    }
    if (this.file) writeFileSync(this.file, `${JSON.stringify(this.store, null, 2)}\n`, 'utf8');
  }
}
