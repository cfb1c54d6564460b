import { describe, expect, it } from 'vitest';
import searchExample from '../../openapi/examples/app/installations-search-first-page.json';
import detailsExample from '../../openapi/examples/app/installation-details-zementwerk.json';
import './zodConfig';
import { checkResponse } from './responseCheck';

type Row = Record<string, unknown> & { status: string; site: Record<string, unknown> };
type Page = { items: Row[] } & Record<string, unknown>;

/** A deep copy of the committed example page, so every test changes its own. */
const page = (): Page => structuredClone(searchExample.value) as unknown as Page;
const search = (data: unknown) => checkResponse('app', 'POST', '/api/ippcInstallations', data);

describe('the response check and enum values the contract does not list', () => {
  it('passes a valid response with no unknown values reported', async () => {
    const result = await search(page());
    expect(result).toEqual({ kind: 'valid', data: page() });
  });

  it('passes an unknown enum value in a nested array, keeps it as sent and reports it', async () => {
    const data = page();
    data.items[3]!.status = 'IN_SANIERUNG';
    const result = await search(data);
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    expect(result.unknownValues).toEqual([{ operationId: 'searchInstallations', field: 'items.3.status', value: 'IN_SANIERUNG' }]);
    expect((result.data as Page).items[3]!.status).toBe('IN_SANIERUNG');
    expect(result.data).toEqual(data);
    // The input is not changed by the stand-in values of the second parse.
    expect(data.items[3]!.status).toBe('IN_SANIERUNG');
  });

  it('reports every unknown value, in several enums and rows', async () => {
    const data = page();
    data.items[0]!.status = 'IN_SANIERUNG';
    data.items[0]!.legalBasis = 'NEUES_GESETZ';
    data.items[5]!.site.bundeslandCode = '10';
    const result = await search(data);
    expect(result).toMatchObject({
      kind: 'valid',
      unknownValues: [
        { field: 'items.0.status', value: 'IN_SANIERUNG' },
        { field: 'items.0.legalBasis', value: 'NEUES_GESETZ' },
        { field: 'items.5.site.bundeslandCode', value: '10' },
      ],
    });
  });

  it('returns the parsed data for the known fields: properties outside the contract are stripped as in a valid parse', async () => {
    const data = page();
    data.items[2]!.status = 'IN_SANIERUNG';
    data.items[2]!.internalNote = 'nicht im Vertrag';
    const result = await search(data);
    expect(result.kind).toBe('valid');
    if (result.kind !== 'valid') return;
    const row = (result.data as Page).items[2]!;
    expect(row).not.toHaveProperty('internalNote');
    expect(row.status).toBe('IN_SANIERUNG');
  });

  it('still fails when an unknown enum value comes with a real violation, naming the violation', async () => {
    const data = page();
    data.items[3]!.status = 'IN_SANIERUNG';
    data.items[4]!.name = '';
    await expect(search(data)).resolves.toMatchObject({ kind: 'invalid', operationId: 'searchInstallations', field: 'items.4.name' });
  });

  it('still fails for an enum field holding a value of the wrong type', async () => {
    const data = page();
    (data.items[1] as Record<string, unknown>).status = 7;
    await expect(search(data)).resolves.toMatchObject({ kind: 'invalid', field: 'items.1.status' });
  });

  it('tolerates unknown values in a single object and inside its arrays', async () => {
    const details = structuredClone(detailsExample.value) as unknown as { authority: { kind: string }; inspections: { kind: string }[] };
    details.authority.kind = 'BUNDESMINISTERIUM';
    details.inspections[0]!.kind = 'SONDERPRUEFUNG';
    const result = await checkResponse('app', 'GET', '/api/ippcInstallations/AT-IPPC-000001', details);
    expect(result).toMatchObject({
      kind: 'valid',
      data: details,
      unknownValues: [
        { operationId: 'getInstallation', field: 'authority.kind', value: 'BUNDESMINISTERIUM' },
        { operationId: 'getInstallation', field: 'inspections.0.kind', value: 'SONDERPRUEFUNG' },
      ],
    });
  });

  it('tolerates an unknown value at the top level of an array response', async () => {
    const task = { id: 't1', kind: 'EXCEL_EXPORT', title: 'Export', status: 'PAUSED', progress: 0, createdAt: '2024-05-01T10:00:00Z' };
    const result = await checkResponse('app', 'GET', '/api/user-tasks', [task]);
    expect(result).toMatchObject({ kind: 'valid', data: [task], unknownValues: [{ operationId: 'getUserTasks', field: '0.status', value: 'PAUSED' }] });
  });
});
