import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hashStateParams, nextHashState, splitHash, useHashState, writeHashState } from './hashState';

describe('hash state after "!" (shareable filter, sort, page, view)', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it.each([
    ['#/installations!page=2&sort=name', { path: '/installations', state: 'page=2&sort=name' }],
    ['#/installations', { path: '/installations', state: '' }],
    ['#/a!b!c', { path: '/a', state: 'b!c' }],
    ['', { path: '', state: '' }],
  ])('splitHash(%s)', (hash, expected) => expect(splitHash(hash)).toEqual(expected));

  it.each([
    ['a record merges; undefined and "" remove', 'page=2&filter=x', { page: 3, filter: undefined, view: 'map' }, 'page=3&view=map'],
    ['a string replaces', 'page=2', 'sort=name', 'sort=name'],
    ['special characters are encoded', '', { filter: '{"q":"a#b?c!"}' }, 'filter=%7B%22q%22%3A%22a%23b%3Fc%21%22%7D'],
  ])('nextHashState: %s', (_name, current, next, expected) => expect(nextHashState(current, next)).toBe(expected));

  it('writes with replaceState by default, keeping history.state (react-router idx), and pushState when asked', () => {
    window.history.replaceState({ idx: 4, key: 'k' }, '', '#/installations');
    const length = window.history.length;
    writeHashState({ page: 2 });
    expect(window.location.hash).toBe('#/installations!page=2');
    expect(window.history.state).toEqual({ idx: 4, key: 'k' });
    expect(window.history.length).toBe(length);
    writeHashState({ page: 3 }, { replace: false });
    expect(window.history.state).toMatchObject({ idx: 5 });
    expect(window.history.length).toBe(length + 1);
    expect(hashStateParams(window.location.hash).get('page')).toBe('3');
    writeHashState({ page: undefined });
    expect(window.location.hash).toBe('#/installations');
  });

  it('useHashState re-renders on writes', () => {
    window.history.replaceState(null, '', '#/installations');
    const { result } = renderHook(() => useHashState());
    expect(result.current.state).toBe('');
    act(() => result.current.setState({ filter: 'a' }));
    expect(result.current.params.get('filter')).toBe('a');
    act(() => result.current.setState('page=1'));
    expect(result.current.state).toBe('page=1');
  });
});
