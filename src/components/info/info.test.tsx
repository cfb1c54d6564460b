import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeExamples } from '../testing';
import { infoExamples } from './info.examples';
import { InfoResolverContext, type InfoResolver } from './context';
import { InfoLink } from './InfoLink';

describeExamples('info', infoExamples);

afterEach(() => vi.restoreAllMocks());

describe('info blocks', () => {
  it('follow showAll / hideAll of the page; any own button resets the display to showOpen', async () => {
    const user = userEvent.setup();
    render(infoExamples.fields.render());
    const help = screen.getByRole('button', { name: 'Hilfe' });
    const id = screen.getByRole('button', { name: 'Information zu Anlagen-ID' });
    const bezirk = screen.getByRole('button', { name: 'Information zu Bezirk' });
    expect(id).toHaveAttribute('aria-expanded', 'false');
    await user.click(help);
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getAllByRole('button', { name: 'Schließen' })[0]!);
    expect(help).toHaveAttribute('aria-pressed', 'false');
    expect(id).toHaveAttribute('aria-expanded', 'false');
    expect(bezirk).toHaveAttribute('aria-expanded', 'true');
    await user.click(help);
    await user.click(help);
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
    await user.click(id);
    expect(id).toHaveAttribute('aria-expanded', 'true');
    expect(bezirk).toHaveAttribute('aria-expanded', 'false');
  });

  it('the help toggle shows and hides the texts, with "Mehr Informationen" in a text that has more', async () => {
    const user = userEvent.setup();
    render(infoExamples.fields.render());
    const text = screen.getByText('Der politische Bezirk, in dem die Anlage liegt.');
    expect(text).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mehr Informationen' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(text).toBeVisible();
    expect(screen.getByText('Die Kennung der Anlage im Register, z. B. AT-IPPC-000123.')).toBeVisible();
    // Only the text with an info key links to more.
    expect(screen.getAllByRole('button', { name: 'Mehr Informationen' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Hilfe' }));
    expect(text).not.toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mehr Informationen' })).toBeNull();
  });
});

describe('Mehr Informationen', () => {
  it('opens the modal "Info" with the resolved content; Escape closes it and focus returns to the link', async () => {
    const user = userEvent.setup();
    render(infoExamples.link.render());
    const link = screen.getAllByRole('button', { name: 'Mehr Informationen' })[0]!;
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: 'Was bedeuten die Angaben zum Status einer Anlage?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('In Betrieb, In Errichtung oder Stillgelegt.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('says the information is not available when the resolver has none or fails', async () => {
    const user = userEvent.setup();
    render(infoExamples.link.render());
    await user.click(screen.getAllByRole('button', { name: 'Mehr Informationen' })[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Info' });
    expect(await within(dialog).findByText('Die Information ist derzeit nicht verfügbar.')).toBeInTheDocument();
  });

  it('shows "Wird geladen …" until the content is there, and only the latest opening’s content', async () => {
    const user = userEvent.setup();
    const answers: ((content: string) => void)[] = [];
    const resolver: InfoResolver = () => new Promise((resolve) => answers.push(resolve));
    render(
      <InfoResolverContext.Provider value={resolver}>
        <InfoLink infoKey="faq#faq-status" />
      </InfoResolverContext.Provider>,
    );
    const link = screen.getByRole('button', { name: 'Mehr Informationen' });
    await user.click(link);
    expect(within(screen.getByRole('dialog', { name: 'Info' })).getByRole('status')).toHaveTextContent('Wird geladen …');
    await user.keyboard('{Escape}');
    await user.click(link);
    answers[1]!('Die neue Antwort');
    answers[0]!('Die alte Antwort');
    const dialog = screen.getByRole('dialog', { name: 'Info' });
    expect(await within(dialog).findByText('Die neue Antwort')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Die alte Antwort');
  });

  it('without a resolver shows nothing and warns in the console', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(infoExamples.noResolver.render());
    await user.click(screen.getByRole('button', { name: 'Mehr Informationen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warn).toHaveBeenCalledWith("InfoLink: no info resolver for 'faq#faq-status'");
  });
});
