import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NavEntry } from './navigation';
import { SidebarTree } from './SidebarTree';

const entry = (path: string, name: string, children: NavEntry[] = []): NavEntry => ({ path, route: { name }, children });
const entries = [entry('/start', 'Startseite'), entry('/installations', 'Anlagenregister'), entry('/faq', 'FAQ', [entry('/faq/more', 'Mehr')])];

describe('the sidebar navigation tree', () => {
  it('is one Tab stop (the current page), the arrow keys move between its pages', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <button type="button">davor</button>
        <SidebarTree entries={entries} currentPath="/installations" />
        <button type="button">danach</button>
      </MemoryRouter>,
    );
    expect(screen.getByRole('tree', { name: 'Seiten' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'davor' }));
    await user.tab();
    expect(screen.getByRole('treeitem', { name: 'Anlagenregister' })).toHaveFocus();
    expect(screen.getByRole('treeitem', { name: 'Anlagenregister' })).toHaveAttribute('aria-current', 'page');
    await user.tab();
    expect(screen.getByRole('button', { name: 'danach' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'FAQ' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'Mehr' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('treeitem', { name: 'Startseite' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('treeitem', { name: 'Mehr' })).toHaveFocus();
    expect(screen.getAllByRole('treeitem').filter((item) => item.tabIndex === 0)).toHaveLength(1);
  });
});
