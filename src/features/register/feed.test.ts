import { describe, expect, it } from 'vitest';
import { feedUrl } from './feed';

describe('the feed URL of a filter', () => {
  const base = 'https://umwelt.example.gv.at/ippc/#/installations';
  it('is the app directory’s feed without parameters for the whole register', () => {
    expect(feedUrl({}, base)).toBe('https://umwelt.example.gv.at/ippc/api/ippcInstallations/feed');
  });

  it('carries every criterion but onlyOwn, lists as repeated keys, the radius as three parameters', () => {
    const url = new URL(
      feedUrl(
        { query: ' Zement ', bundeslandCodes: ['4', '6'], statuses: ['IN_BETRIEB'], adaptationDeadlines: ['MISSED'], changedSince: '2026-04-01', onlyOwn: true, near: { lat: 48.3, lon: 14.3, radiusKm: 10 } },
        base,
      ),
    );
    expect(url.pathname).toBe('/ippc/api/ippcInstallations/feed');
    expect([...url.searchParams]).toEqual([
      ['query', 'Zement'],
      ['bundeslandCodes', '4'],
      ['bundeslandCodes', '6'],
      ['statuses', 'IN_BETRIEB'],
      ['adaptationDeadlines', 'MISSED'],
      ['changedSince', '2026-04-01'],
      ['nearLat', '48.3'],
      ['nearLon', '14.3'],
      ['nearRadiusKm', '10'],
    ]);
  });
});
