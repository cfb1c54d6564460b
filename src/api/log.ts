/**
 * POST /api/log: client-side errors are written to the server log. Sent through the one
 * transport directly (not a generated hook), so a failing log write never opens an error dialog; it
 * resolves to whether the entry was stored.
 */
import type { LogEntry } from '../../generated/app/model';
import { appClient, send } from './transport';

/** The contract limits a message to 20000 characters. */
const MAX_MESSAGE = 20_000;

export async function postLog(level: LogEntry['level'], message: string): Promise<boolean> {
  try {
    await send<void>(appClient, { url: '/api/log', method: 'POST', data: { level, message: message.slice(0, MAX_MESSAGE) } });
    return true;
  } catch {
    return false;
  }
}

/** A warning for the operators in the server log (fire and forget), e.g. from the map. */
export function logWarning(message: string): void {
  void postLog('WARN', message);
}
