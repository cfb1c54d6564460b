import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installationStatusLabels, userTaskStatusLabels } from '../messages/de';
import { enumLabel } from '../messages/enumLabel';
import { EnumLabel } from './EnumLabel';

describe('enum labels and values the app does not know', () => {
  it('shows a known value as its German label with its own style', () => {
    render(<EnumLabel className="register-status" labels={installationStatusLabels} value="STILLGELEGT" />);
    expect(screen.getByText('Stillgelegt')).toHaveClass('register-status', 'register-status--stillgelegt');
  });

  it('shows an unknown value as itself in the neutral style, not with a known value\'s style', () => {
    render(<EnumLabel className="task-status" labels={userTaskStatusLabels} value="failure" />);
    const label = screen.getByText('Unbekannter Wert (failure)');
    expect(label).toHaveClass('task-status', 'enum-unknown');
    expect(label).not.toHaveClass('task-status--failure');
  });

  it('shows an unknown value without a class name too', () => {
    render(<EnumLabel labels={installationStatusLabels} value="IN_SANIERUNG" />);
    expect(screen.getByText('Unbekannter Wert (IN_SANIERUNG)')).toHaveClass('enum-unknown');
  });

  it('treats names of object properties as unknown values', () => {
    expect(enumLabel(installationStatusLabels, 'toString')).toBe('Unbekannter Wert (toString)');
    expect(enumLabel(installationStatusLabels, 'constructor')).toBe('Unbekannter Wert (constructor)');
    expect(enumLabel(installationStatusLabels, 'IN_BETRIEB')).toBe('In Betrieb');
  });
});
