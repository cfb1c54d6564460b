import { describe, expect, it, vi } from 'vitest';
import searchExample from '../../openapi/examples/app/installations-search-first-page.json';
import { ContractError } from './errors';
import { postLog } from './log';
import { findOperation, validateResponse } from './responseValidation';

vi.mock('./log', () => ({ postLog: vi.fn(() => Promise.resolve(true)) }));

describe('response validation with the generated zod schemas', () => {
  it('finds the operation by method and path template, literal paths before templates', () => {
    expect(findOperation('app', 'GET', '/api/env')?.operationId).toBe('getEnv');
    expect(findOperation('app', 'get', '/api/ippcInstallations/AT-IPPC-000001')?.operationId).toBe('getInstallation');
    expect(findOperation('app', 'GET', '/api/ippcInstallations/lastUpdate')?.operationId).toBe('getLastUpdate');
    expect(findOperation('app', 'POST', '/api/time?datetime=x')?.operationId).toBe('setTestClock');
    expect(findOperation('app', 'GET', '/api/assistant/searchPostCodeCity')?.operationId).toBe('assistantSearchPostCodeCity');
    expect(findOperation('portal', 'GET', '/api/userApps')?.operationId).toBe('getUserApps');
    expect(findOperation('app', 'GET', '/api/unknown')).toBeUndefined();
  });

  it('passes a valid response through', async () => {
    const env = { environment: 'TEST', sessionTimeout: 1800 };
    await expect(validateResponse('app', 'GET', '/api/env', env)).resolves.toEqual(env);
  });

  it('throws a ContractError naming the operation and the failing field', async () => {
    const error = await validateResponse('app', 'GET', '/api/env', { environment: 'TEST', sessionTimeout: 'lang' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ operationId: 'getEnv', field: 'sessionTimeout', kind: 'contract' });
    expect((error as Error).message).toMatch(/^Contract violation in the response of getEnv \(GET \/api\/env\): sessionTimeout: /);
  });

  it('names nested fields with their path', async () => {
    await expect(validateResponse('app', 'GET', '/api/user-tasks', [{ id: 1 }])).rejects.toThrow(/getUserTasks .*: 0\.id: /);
  });

  it('leaves operations without a JSON schema (HTML, files) alone', async () => {
    await expect(validateResponse('app', 'GET', '/api/cms/faq', '<h2>FAQ</h2>')).resolves.toBe('<h2>FAQ</h2>');
  });

  it('lets an unknown enum value pass and logs it once per operation, field and value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const data = structuredClone(searchExample.value) as unknown as { items: { status: string }[] };
    data.items[0]!.status = 'IN_BEWILLIGUNG';
    data.items[1]!.status = 'IN_BEWILLIGUNG';
    data.items[2]!.status = 'PAUSIERT';
    const url = '/api/ippcInstallations';
    await expect(validateResponse('app', 'POST', url, data)).resolves.toEqual(data);
    await expect(validateResponse('app', 'POST', url, data)).resolves.toEqual(data);
    const logged = vi.mocked(postLog).mock.calls.filter(([, message]) => message.includes('IN_BEWILLIGUNG') || message.includes('PAUSIERT'));
    expect(logged).toEqual([
      ['WARN', 'Unknown enum value in the response of searchInstallations: items.0.status = "IN_BEWILLIGUNG" (shown as an unknown value)'],
      ['WARN', 'Unknown enum value in the response of searchInstallations: items.2.status = "PAUSIERT" (shown as an unknown value)'],
    ]);
    expect(warn.mock.calls.map(([message]) => message)).toEqual(logged.map(([, message]) => message));
  });
});
