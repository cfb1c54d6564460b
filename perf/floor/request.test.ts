import { describe, expect, it } from 'vitest';
import { toInstallationFilter } from '../../src/features/register/filterDefinition';
import { parseRegisterParams } from '../../src/state/register/registerParams';
import { toSearchRequest } from '../../src/state/register/registerView';
import { FIRST_SEARCH } from './request';

describe('the floor app', () => {
  it('sends the body of the register’s first search', () => {
    // As the register's first-read module (features/register/prefetch.ts) builds it for '#/installations'.
    const params = parseRegisterParams('');
    expect(FIRST_SEARCH).toEqual(toSearchRequest(toInstallationFilter(params.filter, params.text), params));
  });
});
