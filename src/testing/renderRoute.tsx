/**
 * Mounts any route of the app by its hash (`'#/installations/AT-IPPC-000001'`) as the browser would: the
 * app's own providers and first requests (createProviders), its router, shell and error boundaries, against
 * the realistic mock's data (./mockBackend.ts, which the test file installs first).
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { Reply } from '../../mock/server/app';
import { App, createProviders } from '../app/App';
import type { MockBackend } from './mockBackend';

export interface RouteOptions extends NonNullable<Parameters<MockBackend['reset']>[0]> {
  /** Replies that replace the data server's for requests whose `METHOD /api/path` matches (an error state). */
  replies?: readonly (readonly [RegExp, Reply])[];
}

export async function renderRoute(backend: MockBackend, hash: string, { replies = [], ...visitor }: RouteOptions = {}): Promise<RenderResult> {
  backend.reset(visitor);
  for (const [pattern, reply] of replies) backend.override(pattern, reply);
  // Every page scrolls to the top when it opens; jsdom has no layout to scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  window.location.hash = hash;
  const view = render(<App providers={createProviders()} />);
  // The shell is there once the header's title is.
  await screen.findByRole('banner');
  return view;
}

/** The page's main heading, once it has rendered. */
export const findPageHeading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
