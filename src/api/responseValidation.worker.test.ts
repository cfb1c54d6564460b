import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ValidationRequest } from './validation.worker';

vi.mock('./log', () => ({ postLog: vi.fn(() => Promise.resolve(true)) }));

/**
 * The page side of the validation worker (src/api/responseValidation.ts) with a stand-in Worker: what it
 * posts, how it reads the worker's answers, and that a failing worker leaves the same outcome on the page.
 * The worker's own handler is src/api/validation.worker.ts; the e2e journeys run it in Chromium.
 */

type Behaviour = 'answer' | 'fail';
const posted: ValidationRequest[] = [];

function installWorker(behaviour: Behaviour) {
  class StandInWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: { preventDefault: () => void }) => void) | null = null;
    constructor(readonly url: string) {}
    postMessage(message: ValidationRequest) {
      posted.push(message);
      if (behaviour === 'fail') {
        queueMicrotask(() => this.onerror?.({ preventDefault: () => undefined }));
        return;
      }
      if (message.type !== 'check') return;
      // What the worker does with a check: the shared check of src/api/responseCheck.ts.
      void import('./responseCheck')
        .then(({ checkResponse }) => checkResponse(message.service, message.method, message.url, message.data))
        .then((result) => this.onmessage?.({ data: { id: message.id, result } } as MessageEvent));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', StandInWorker);
}

async function freshValidation(behaviour: Behaviour) {
  vi.resetModules();
  posted.length = 0;
  installWorker(behaviour);
  // The error class of the same fresh module graph as the validation.
  const { ContractError } = await import('./errors');
  return { ...(await import('./responseValidation')), ContractError };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('response validation in the worker', () => {
  it('prepares the schema while the request is under way, then checks the response in the worker', async () => {
    const { validatorFor } = await freshValidation('answer');
    const validate = await validatorFor('app', 'GET', '/api/env');
    expect(posted).toEqual([{ type: 'prepare', service: 'app', method: 'GET', url: '/api/env' }]);
    await expect(validate?.({ environment: 'TEST', sessionTimeout: 1800 })).resolves.toEqual({ environment: 'TEST', sessionTimeout: 1800 });
    expect(posted.map((message) => message.type)).toEqual(['prepare', 'check']);
  });

  it('turns the worker\'s violation into a ContractError naming operation and field', async () => {
    const { validateResponse, ContractError } = await freshValidation('answer');
    const error = await validateResponse('app', 'GET', '/api/env', { environment: 'TEST', sessionTimeout: 'lang' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ operationId: 'getEnv', field: 'sessionTimeout', kind: 'contract' });
  });

  it('posts nothing for operations without a JSON schema', async () => {
    const { validatorFor } = await freshValidation('answer');
    await expect(validatorFor('app', 'GET', '/api/cms/faq')).resolves.toBeUndefined();
    expect(posted).toEqual([]);
  });

  it('checks on the page when the worker fails, with the same outcome, and says so once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { validateResponse, FALLBACK_WARNING, ContractError } = await freshValidation('fail');
    const error = await validateResponse('app', 'GET', '/api/user-tasks', [{ id: 1 }]).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/getUserTasks .*: 0\.id: /);
    await expect(validateResponse('app', 'GET', '/api/env', { environment: 'PROD', sessionTimeout: 60 })).resolves.toEqual({ environment: 'PROD', sessionTimeout: 60 });
    expect(warn.mock.calls.filter(([text]) => text === FALLBACK_WARNING)).toHaveLength(1);
  });

  it('passes an unknown enum value found in the worker on as sent, with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { validateResponse } = await freshValidation('answer');
    const tasks = [{ id: 't1', kind: 'EXCEL_EXPORT', title: 'Export', status: 'PAUSED', progress: 0, createdAt: '2024-05-01T10:00:00Z' }];
    await expect(validateResponse('app', 'GET', '/api/user-tasks', tasks)).resolves.toEqual(tasks);
    expect(warn).toHaveBeenCalledWith('Unknown enum value in the response of getUserTasks: 0.status = "PAUSED" (shown as an unknown value)');
  });
});
