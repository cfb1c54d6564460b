import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples, renderExample } from '../testing';
import { drawerExamples } from './drawer.examples';

describeExamples('drawer', drawerExamples);

describe('drawer', () => {
  it('opens as a modal dialog and closes with Escape', async () => {
    const user = renderExample(drawerExamples.navigation);
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
