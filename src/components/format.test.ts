import { describe, expect, it } from 'vitest';
import { installationName } from './format';

describe('installationName', () => {
  it('is the name, or the id when the name is blank (valid in the contract)', () => {
    expect(installationName({ id: 'AT-IPPC-000001', name: 'Zementwerk Wietersdorf' })).toBe('Zementwerk Wietersdorf');
    expect(installationName({ id: 'AT-IPPC-000001', name: '' })).toBe('AT-IPPC-000001');
    expect(installationName({ id: 'AT-IPPC-000001', name: ' \u00a0 ' })).toBe('AT-IPPC-000001');
  });
});
