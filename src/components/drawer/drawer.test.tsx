import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../testing';
import { drawerExamples } from './drawer.examples';

// Interaction tests drive real async validation and focus management; give them room on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

describeExamples('drawer', drawerExamples);

describe('drawer', () => {
  it('opens as a modal dialog and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<>{drawerExamples.navigation.render()}</>);
    await user.click(screen.getByRole('button', { name: 'Navigation öffnen' }));
    expect(screen.getByRole('dialog', { name: 'Navigation' })).toHaveAttribute('aria-modal', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
