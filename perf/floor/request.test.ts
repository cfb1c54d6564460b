import { describe, expect, it } from 'vitest';
import { toInstallationFilter } from '../../src/features/register/filterDefinition';
import { parseRegisterParams } from '../../src/state/register/registerParams';
import { toSearchRequest } from '../../src/state/register/searchRequest';
import { FIRST_SEARCH } from './request';

describe('the floor app', () => {
  it('sends the body of the register’s first search', () => {
    // As the app builds it for '#/installations' (features/register/prefetch.ts).
    const params = parseRegisterParams('');
    expect(FIRST_SEARCH).toEqual(toSearchRequest(toInstallationFilter(params.filter, params.text), params));
  });
});
