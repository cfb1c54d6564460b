import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { DeferredPart } from './DeferredPart';

/** Notes, in the commit that mounts it, whether the deferred part is in the document. */
function FirstCommit({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('Weiter unten') !== null);
  }, [seen]);
  return <p>Oben</p>;
}

describe('DeferredPart', () => {
  it('renders its children in a commit after the one that mounts it', async () => {
    const seen: boolean[] = [];
    render(
      <>
        <FirstCommit seen={seen} />
        <DeferredPart>
          <p>Weiter unten</p>
        </DeferredPart>
      </>,
    );
    expect(seen).toEqual([false]);
    expect(await screen.findByText('Weiter unten')).toBeInTheDocument();
  });
});
