// @vitest-environment node
import './nodeTestEnv';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { operationSecurity, parameterNames } from './contract';
import { BinaryStash, contractErrorOf, malformedJson, startGateway, violationField, violationMessage, type PrismAnswer, type RequestFacts } from './gateway';

const problem = (status: number, type: string, extra: Record<string, unknown> = {}): PrismAnswer => ({
  status,
  contentType: 'application/problem+json',
  body: Buffer.from(JSON.stringify({ type: `https://stoplight.io/prism/errors#${type}`, title: 't', status, detail: 'd', ...extra })),
});
const request = (extra: Partial<RequestFacts> = {}): RequestFacts => ({ method: 'POST', pathname: '/api/ippcInstallations', ...extra });

describe("the gateway's translation of Prism's answers into the contract's ErrorBody", () => {
  it("turns the proxy's 422 for a schema violation into 400 validation_failed with a violation per field", () => {
    const answer = problem(422, 'UNPROCESSABLE_ENTITY', {
      validation: [
        { location: ['body', 'page'], severity: 'Error', code: 'minimum', message: 'Request body property page must be >= 0' },
        { location: ['body', 'filter', 'query'], severity: 'Error', code: 'maxLength', message: 'Request body property filter.query must NOT have more than 200 characters' },
        { location: ['body', 'filter', 'bundeslandCodes', '0'], severity: 'Error', code: 'enum', message: 'Request body property filter.bundeslandCodes.0 must be equal to one of the allowed values: 1, 2, 3' },
      ],
    });
    const translated = contractErrorOf(answer, request());
    expect(translated?.status).toBe(400);
    expect(translated?.body).toMatchObject({
      status: 400,
      error: 'validation_failed',
      path: '/api/ippcInstallations',
      violations: [
        { field: 'page', message: 'Mindestens 0' },
        { field: 'filter.query', message: 'Maximal 200 Zeichen' },
        { field: 'filter.bundeslandCodes.0', message: 'Erlaubt sind: 1, 2, 3' },
      ],
    });
    expect(Date.parse(translated?.body.timestamp ?? '')).not.toBeNaN();
    expect(translated?.violations).toHaveLength(3);
  });

  it("reads the violations of Prism's mock from its documented 400 and the header sl-violations", () => {
    const answer: PrismAnswer = {
      status: 400,
      contentType: 'application/json',
      body: Buffer.from('{"status":400,"error":"bad_request","message":"example"}'),
      slViolations: JSON.stringify([{ location: ['request', 'body', 'pageSize'], code: 'maximum', message: 'Request body property pageSize must be <= 100' }]),
    };
    expect(contractErrorOf(answer, request())?.body).toMatchObject({ error: 'validation_failed', violations: [{ field: 'pageSize', message: 'Höchstens 100' }] });
    // A documented 400 the request did not cause (no violations listed) is the server's own.
    expect(contractErrorOf({ ...answer, slViolations: undefined }, request())).toBeUndefined();
  });

  it('names parameters as the contract spells them and a missing property by its own name', () => {
    const names = parameterNames('app');
    expect(violationField({ location: ['query', 'bundeslandcodes', '0'] }, names)).toBe('bundeslandCodes.0');
    expect(violationField({ location: ['path', 'id'] }, names)).toBe('id');
    expect(violationField({ location: ['body'], code: 'required', message: "Request body must have required property 'pageSize'" })).toBe('pageSize');
    expect(violationField({ location: ['body', 'filter', 'near'], code: 'required', message: "must have required property 'lat'" })).toBe('filter.near.lat');
    expect(violationField({ code: 'required', message: 'Body parameter is required' })).toBe('(body)');
    expect(violationMessage({ code: 'pattern', message: 'Request path parameter id must match pattern "^AT-IPPC-[0-9]{6}$"' })).toBe('Muss dem Muster ^AT-IPPC-[0-9]{6}$ entsprechen');
    expect(violationMessage({ code: 'type', message: 'Request body property page must be integer' })).toBe('Muss vom Typ integer sein');
  });

  it('answers a body in a media type the operation does not accept with 400 bad_request', () => {
    const translated = contractErrorOf(problem(422, 'UNPROCESSABLE_ENTITY', { validation: [{ severity: 'Error', code: 415, message: 'Supported content types: application/json' }] }), request());
    expect(translated?.body).toMatchObject({ status: 400, error: 'bad_request', violations: [{ field: '(body)', message: 'Erlaubte Medientypen: application/json' }] });
  });

  it("decides Prism's 401 by the operation's security: no session where one is needed is 401, a missing token 403", () => {
    const answer = problem(401, 'UNAUTHORIZED');
    const excel = operationSecurity('app', 'POST', '/api/ippcInstallations/excel');
    const cancel = operationSecurity('app', 'POST', '/api/user-tasks/t1/cancel');
    expect(excel).toEqual({ session: false, xsrf: true });
    expect(cancel).toEqual({ session: true, xsrf: true });
    expect(contractErrorOf(answer, request({ security: excel }))?.body).toMatchObject({ status: 403, error: 'csrf_rejected' });
    expect(contractErrorOf(answer, request({ security: cancel }))?.body).toMatchObject({ status: 401, error: 'unauthorized' });
    expect(contractErrorOf(answer, request({ security: cancel, cookieHeader: 'JSESSIONID=s1' }))?.body).toMatchObject({ status: 403, error: 'csrf_rejected' });
    expect(contractErrorOf(answer, request({ security: cancel, xsrfHeader: 't' }))?.body).toMatchObject({ status: 401, error: 'unauthorized' });
    // Prism's mock: the documented 401 with the security violation in sl-violations.
    const mocked: PrismAnswer = { status: 401, contentType: 'application/json', body: Buffer.from('{}'), slViolations: '[{"location":["request"],"code":401,"message":"Invalid security scheme used"}]' };
    expect(contractErrorOf(mocked, request({ security: excel, cookieHeader: 'JSESSIONID=s1' }))?.body).toMatchObject({ status: 403, error: 'csrf_rejected' });
  });

  it('answers an unknown method with 405 method_not_allowed and an unknown path with 404 not_found', () => {
    expect(contractErrorOf(problem(405, 'NO_METHOD_MATCHED_ERROR'), request({ method: 'DELETE', pathname: '/api/env' }))?.body).toMatchObject({ status: 405, error: 'method_not_allowed' });
    expect(contractErrorOf(problem(404, 'NO_PATH_MATCHED_ERROR'), request({ pathname: '/api/nothing' }))?.body).toMatchObject({ status: 404, error: 'not_found' });
  });

  it("leaves the server's own answers and Prism's report of a broken response alone", () => {
    const serverError: PrismAnswer = { status: 404, contentType: 'application/json', body: Buffer.from('{"status":404,"error":"not_found","message":"x"}') };
    expect(contractErrorOf(serverError, request())).toBeUndefined();
    expect(contractErrorOf(problem(500, 'VIOLATIONS', { validation: [{ location: ['response', 'body', 'lastUpdate'], code: 'format', message: 'm' }] }), request())).toBeUndefined();
  });

  it('recognises a JSON body that does not parse', () => {
    expect(malformedJson('application/json', Buffer.from('{"filter":'))).toBe(true);
    expect(malformedJson('application/json; charset=utf-8', Buffer.from('{}'))).toBe(false);
    expect(malformedJson('application/merge-patch+json', Buffer.from('nope'))).toBe(true);
    expect(malformedJson('application/x-www-form-urlencoded', Buffer.from('a=1'))).toBe(false);
    expect(malformedJson('application/json', Buffer.alloc(0))).toBe(false);
  });
});

describe('the gateway in front of an upstream that sets neither cookies nor caching (as Prism\'s stateless mock)', () => {
  it('adds the session cookies and no-store, and answers malformed JSON itself', async () => {
    let reached = 0;
    const upstream: Server = createServer((_req, res) => {
      reached += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"environment":"LOCAL","sessionTimeout":1800}');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const gateway = await startGateway({ name: 'app', port: 0, proxyPort: (upstream.address() as AddressInfo).port, stash: new BinaryStash(), report: () => undefined });
    const base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
    try {
      const first = await fetch(`${base}/api/env`);
      expect(first.headers.get('cache-control')).toBe('no-store');
      expect(first.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual(['JSESSIONID', 'XSRF-TOKEN']);
      const again = await fetch(`${base}/api/env`, { headers: { Cookie: 'JSESSIONID=s1; XSRF-TOKEN=t1' } });
      expect(again.headers.getSetCookie()).toEqual([]);
      const malformed = await fetch(`${base}/api/ippcInstallations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"filter":' });
      expect(malformed.status).toBe(400);
      expect(await malformed.json()).toMatchObject({ status: 400, error: 'bad_request', path: '/api/ippcInstallations' });
      expect(reached).toBe(2);
    } finally {
      gateway.close();
      upstream.close();
    }
  });
});
