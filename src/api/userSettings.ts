/**
 * The portal's user-settings store: readAll(container), read(container, key) and
 * write(container, key, value) over GET/POST ../portal/api/userSettings/{group} (the generated portal
 * functions, so the one transport and the contract check apply). A container is a settings group; a key is
 * a setting's name. Writing an empty value removes the key.
 *
 * For the filter containers
 * ('filters_…') a read never throws. It resolves to an empty result that carries the error code
 * (no_response_data, name_not_found, unknown_error), so the filters fall back
 * to their defaults and the page shows the warning. Other containers get the error thrown.
 */
import { getUserSettings, writeUserSetting } from '../../generated/portal/hooks/user-settings/user-settings';
import { isApiError } from './errors';

export type UserSettingsReadError = 'no_response_data' | 'name_not_found' | 'unknown_error';

export class UserSettingsError extends Error {
  override name = 'UserSettingsError';
  constructor(
    readonly code: UserSettingsReadError | 'unable_to_save',
    readonly reason?: unknown,
  ) {
    super(`user settings: ${code}`);
  }
}

/** A read of a filter container: the values found, or none and the error. */
export interface SettingsResult<T> {
  value: T;
  error?: UserSettingsReadError;
}

const isFilterContainer = (container: string) => container.startsWith('filters_');

/** Which user-settings read error a failure is. A 404 means the group is unknown; no usable body means no data. */
export function readErrorCode(error: unknown): UserSettingsReadError {
  if (error instanceof UserSettingsError && error.code !== 'unable_to_save') return error.code;
  if (!isApiError(error)) return 'unknown_error';
  if (error.kind === 'http' && error.status === 404) return 'name_not_found';
  return 'no_response_data';
}

/**
 * Not signed in: the portal keeps no settings for an anonymous visitor and answers 401. That is no error
 * to show; the filters simply start from their defaults (saving then fails with unable_to_save).
 */
const isSignedOut = (error: unknown) => isApiError(error) && error.kind === 'http' && error.status === 401;

async function fetchAll(container: string): Promise<Record<string, string>> {
  const list: unknown = await getUserSettings(container);
  if (!Array.isArray(list)) throw new UserSettingsError('no_response_data');
  const values: Record<string, string> = {};
  for (const entry of list) {
    if (entry && typeof entry === 'object' && typeof entry.name === 'string' && typeof entry.value === 'string' && entry.value !== '') {
      values[entry.name] = entry.value;
    }
  }
  return values;
}

/** All name/value pairs of a container. */
export async function readAll(container: string): Promise<SettingsResult<Record<string, string>>> {
  try {
    return { value: await fetchAll(container) };
  } catch (error) {
    if (isSignedOut(error)) return { value: {} };
    if (!isFilterContainer(container)) throw error;
    return { value: {}, error: readErrorCode(error) };
  }
}

/** One value; a missing key is name_not_found (an empty value, with the error, for the filter containers). */
export async function read(container: string, key: string): Promise<SettingsResult<string>> {
  const all = await readAll(container);
  if (all.error) return { value: '', error: all.error };
  const value = all.value[key];
  if (value !== undefined) return { value };
  if (!isFilterContainer(container)) throw new UserSettingsError('name_not_found');
  return { value: '', error: 'name_not_found' };
}

/** Writes one value (form-encoded name and value); an empty value removes the key. Failure: unable_to_save. */
export async function write(container: string, key: string, value: string): Promise<void> {
  try {
    await writeUserSetting(container, { name: key, value });
  } catch (error) {
    throw new UserSettingsError('unable_to_save', error);
  }
}

export const userSettings = { readAll, read, write };
export type UserSettingsStore = typeof userSettings;
