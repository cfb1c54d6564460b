// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { routeApi } from './config';

const upstreams = { app: 'http://app', assistant: 'http://assistant', portal: 'http://portal', mock: 'http://data' };

describe('routeApi: which mock answers a browser path', () => {
  it.each([
    ['/ippc/api/env', 'http://app', '/api/env'],
    ['/ippc/api/qt/dms/result', 'http://assistant', '/api/qt/dms/result'],
    ['/ippc/api/redalists/provinces', 'http://assistant', '/api/redalists/provinces'],
    ['/portal/api/userApps', 'http://portal', '/api/userApps'],
    ['/ippc/logout', 'http://app', '/logout'],
    ['/ippc/__mock/visitor?visitor=owner', 'http://data', '/__mock/visitor?visitor=owner'],
  ])('%s → %s%s', (url, target, path) => {
    expect(routeApi(url, upstreams)).toEqual({ target, path });
  });

  it.each(['/ippc/', '/ippc/index.html', '/ippc/assets/app.js', '/ippc/logout.html'])('%s is not an API call', (url) => {
    expect(routeApi(url, upstreams)).toBeUndefined();
  });
});
