// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compareDocuments, externalRefs, type Change } from './classify';

/** A small document: one read with a path and a query parameter, one create with a request body. */
function base() {
  return {
    openapi: '3.1.0',
    info: { title: 'Fixture', version: '1.0.0' },
    paths: {
      '/items/{id}': {
        get: {
          operationId: 'getItem',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
            { $ref: '#/components/parameters/Mode' },
          ],
          responses: {
            '200': { description: 'The item.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Item' } } } },
          },
        },
      },
      '/items': {
        post: {
          operationId: 'createItem',
          requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/NewItem' } } } },
          responses: { '201': { description: 'Created.' } },
        },
      },
    },
    components: {
      parameters: { Mode: { name: 'mode', in: 'query', schema: { type: 'string', enum: ['short', 'full'] } } },
      schemas: {
        Item: {
          type: 'object',
          required: ['id'],
          properties: {
            id: { type: 'string' },
            name: { type: 'string' },
            count: { type: 'integer' },
            status: { type: 'string', enum: ['ACTIVE', 'CLOSED'] },
          },
        },
        NewItem: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, kind: { type: 'string', enum: ['A', 'B'] } } },
      },
    },
  };
}
type Doc = ReturnType<typeof base>;

function changesAfter(edit: (doc: Doc) => void): Change[] {
  const after = base();
  edit(after);
  return compareDocuments(base(), after);
}

const breaking = (changes: Change[]) => changes.filter((change) => change.kind === 'breaking');

describe('contract:diff classification', () => {
  it('finds no change between equal documents, and ignores info.version', () => {
    expect(changesAfter((doc) => (doc.info.version = '9.0.0'))).toEqual([]);
  });

  it('a response field removed is BREAKING for clients (the app reads it)', () => {
    const changes = changesAfter((doc) => delete (doc.components.schemas.Item.properties as Partial<Doc['components']['schemas']['Item']['properties']>).name);
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ kind: 'breaking', breaks: ['clients'], apiPath: '/items/{id}', operationId: 'getItem' });
    expect(changes[0]?.location).toBe('GET /items/{id} (getItem) response 200: name');
  });

  it('a response field renamed is BREAKING for clients (removed under its old name)', () => {
    const changes = changesAfter((doc) => {
      const properties = doc.components.schemas.Item.properties as Record<string, unknown>;
      properties.title = properties.name;
      delete properties.name;
    });
    expect(breaking(changes).map((change) => change.location)).toEqual(['GET /items/{id} (getItem) response 200: name']);
    expect(changes.find((change) => change.location.endsWith(': title'))?.kind).toBe('non-breaking');
  });

  it('a required parameter added is BREAKING for clients (existing calls lack it)', () => {
    const changes = changesAfter((doc) =>
      (doc.paths['/items/{id}'].get.parameters as unknown[]).push({ name: 'lang', in: 'query', required: true, schema: { type: 'string' } }),
    );
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]?.location).toBe('GET /items/{id} (getItem) query parameter lang');
  });

  it('an optional parameter added is not breaking', () => {
    const changes = changesAfter((doc) => (doc.paths['/items/{id}'].get.parameters as unknown[]).push({ name: 'lang', in: 'query', schema: { type: 'string' } }));
    expect(changes.map((change) => change.kind)).toEqual(['non-breaking']);
  });

  it('an enum value removed from a request is BREAKING for clients (they may still send it)', () => {
    const changes = changesAfter((doc) => (doc.components.parameters.Mode.schema.enum = ['short']));
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ breaks: ['clients'], location: 'GET /items/{id} (getItem) query parameter mode: enum' });
  });

  it('an enum value removed from a response is BREAKING for servers (they may still send it)', () => {
    const changes = changesAfter((doc) => (doc.components.schemas.Item.properties.status.enum = ['ACTIVE']));
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ breaks: ['servers'], rule: 'response-narrowed' });
  });

  it('an enum value added to a response is not breaking (clients show an unknown value as a neutral label)', () => {
    const changes = changesAfter((doc) => (doc.components.schemas.Item.properties.status.enum = ['ACTIVE', 'CLOSED', 'MOVED']));
    expect(breaking(changes)).toEqual([]);
    expect(changes[0]).toMatchObject({ kind: 'non-breaking', rule: 'response-enum-open' });
  });

  it('a link added to a response is non-breaking: both operations stay as they were', () => {
    const changes = changesAfter((doc) => {
      const created = (doc.paths as Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>)['/items']!.post!.responses['201']!;
      created.links = { read: { operationId: 'getItem', parameters: { id: '$response.body#/id' } } };
    });
    expect(breaking(changes)).toEqual([]);
    expect(changes[0]).toMatchObject({ kind: 'non-breaking', rule: 'link-added' });
  });

  it('a path renamed is BREAKING for clients (the old path is gone) and lists the new one as an addition', () => {
    const changes = changesAfter((doc) => {
      const paths = doc.paths as Record<string, unknown>;
      paths['/things/{id}'] = paths['/items/{id}'];
      delete paths['/items/{id}'];
    });
    expect(breaking(changes).map((change) => change.location)).toEqual(['GET /items/{id} (getItem)']);
    expect(changes.find((change) => change.apiPath === '/things/{id}')?.kind).toBe('non-breaking');
  });

  it('a type changed in a response is BREAKING for clients and servers', () => {
    const changes = changesAfter((doc) => ((doc.components.schemas.Item.properties.count as { type: string }).type = 'string'));
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ breaks: ['clients', 'servers'], rule: 'type-changed', location: 'GET /items/{id} (getItem) response 200: count type' });
  });

  it('a type changed in a request body is BREAKING for clients and servers', () => {
    const changes = changesAfter((doc) => ((doc.components.schemas.NewItem.properties.name as { type: string }).type = 'integer'));
    expect(breaking(changes)[0]).toMatchObject({ breaks: ['clients', 'servers'], location: 'POST /items (createItem) request body: name type' });
  });

  it('an optional response field made required is BREAKING for servers (one that omits it no longer conforms), not for clients (they get it anyway)', () => {
    const changes = changesAfter((doc) => doc.components.schemas.Item.required.push('name'));
    expect(breaking(changes)).toHaveLength(1);
    expect(changes[0]).toMatchObject({ breaks: ['servers'], rule: 'response-narrowed', location: 'GET /items/{id} (getItem) response 200: name required' });
  });

  it('a required response field made optional is BREAKING for clients (it may be missing now)', () => {
    const changes = changesAfter((doc) => (doc.components.schemas.Item.required = []));
    expect(breaking(changes)[0]).toMatchObject({ breaks: ['clients'], location: 'GET /items/{id} (getItem) response 200: id required' });
  });

  it('a constraint added to a response field (minLength) is BREAKING for servers', () => {
    const changes = changesAfter((doc) => Object.assign(doc.components.schemas.Item.properties.name, { minLength: 1 }));
    expect(breaking(changes)[0]).toMatchObject({ breaks: ['servers'], description: 'minLength added: 1' });
  });

  it('a request field made required is BREAKING for clients', () => {
    const changes = changesAfter((doc) => doc.components.schemas.NewItem.required.push('kind'));
    expect(breaking(changes)[0]).toMatchObject({ breaks: ['clients'], location: 'POST /items (createItem) request body: kind required' });
  });

  it('a new optional response field is not breaking', () => {
    const changes = changesAfter((doc) => Object.assign(doc.components.schemas.Item.properties, { note: { type: 'string' } }));
    expect(changes.map((change) => [change.kind, change.location])).toEqual([['non-breaking', 'GET /items/{id} (getItem) response 200: note']]);
  });

  it('a new operation is not breaking; a removed one is BREAKING for clients', () => {
    const added = changesAfter((doc) => Object.assign(doc.paths['/items'], { get: { operationId: 'listItems', responses: { '200': { description: 'All.' } } } }));
    expect(added.map((change) => change.kind)).toEqual(['non-breaking']);
    const removed = changesAfter((doc) => delete (doc.paths as Partial<Doc['paths']>)['/items']);
    expect(removed.map((change) => [change.kind, change.operationId])).toEqual([['breaking', 'createItem']]);
  });

  it('descriptions and examples are documentation, never breaking', () => {
    const changes = changesAfter((doc) => {
      Object.assign(doc.components.schemas.Item, { description: 'An item.' });
      Object.assign(doc.paths['/items/{id}'].get.responses['200'].content['application/json'], { examples: { one: { value: { id: '1' } } } });
    });
    expect(changes.length).toBeGreaterThan(0);
    expect(changes.every((change) => change.kind === 'annotation')).toBe(true);
  });

  it('finds $refs to other files outside examples', () => {
    const doc = base();
    Object.assign(doc.paths['/items/{id}'].get.responses['200'].content['application/json'], { examples: { one: { $ref: './examples/one.json' } } });
    expect(externalRefs(doc)).toEqual([]);
    Object.assign(doc.components.schemas, { Other: { $ref: './schemas/other.yaml' } });
    expect(externalRefs(doc)).toEqual(['components/schemas/Other: ./schemas/other.yaml']);
  });
});
