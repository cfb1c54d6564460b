/**
 * The validation worker: zod and the response schemas load, build and parse here, off the page's main
 * thread, so that neither building the schemas nor parsing a large response blocks the page (Total
 * Blocking Time). Messages: `prepare` loads a request's schema while the request is under way; `check`
 * answers with the CheckResult of src/api/responseCheck.ts. A schema that cannot be loaded answers
 * 'unchecked' (the response passes, as on the page).
 */
import './zodConfig';
// After the switch above: the schemas every first load checks a response against (the signed-in user, the
// environment), built when the worker starts rather than when the first response comes.
import '../../generated/app/zod/auth/auth.zod';
import { checkResponse, loadSchema, type Service } from './responseCheck';

export type ValidationRequest =
  | { type: 'prepare'; service: Service; method: string; url: string }
  | { type: 'check'; id: number; service: Service; method: string; url: string; data: unknown };

const scope = self as unknown as { onmessage: ((event: MessageEvent<ValidationRequest>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'prepare') {
    loadSchema(message.service, message.method, message.url).catch(() => undefined);
    return;
  }
  checkResponse(message.service, message.method, message.url, message.data)
    .catch(() => ({ kind: 'unchecked' }) as const)
    .then((result) => scope.postMessage({ id: message.id, result }));
};
