import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeExamples } from '../testing';
import { buttonExamples } from './button.examples';

describeExamples('button', buttonExamples);

describe('buttons', () => {
  it('never submit by accident and the icon button is named by its label', () => {
    render(<>{buttonExamples.variants.render()}</>);
    expect(screen.getByRole('button', { name: 'Speichern' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Schließen' })).toHaveClass('kit-icon-button');
    expect(screen.getByRole('button', { name: 'Nicht verfügbar' })).toBeDisabled();
  });
});

describe('an icon button', () => {
  it('is named by its tooltip alone (no aria-label beside an equal title, which screen readers read twice)', async () => {
    const { IconButton } = await import('./IconButton');
    render(<IconButton label="Schließen" icon="×" />);
    const button = screen.getByRole('button', { name: 'Schließen' });
    expect(button).toHaveAttribute('title', 'Schließen');
    expect(button).not.toHaveAttribute('aria-label');
  });
});
