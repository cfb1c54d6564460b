import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodePlace } from '../../state/filters/place';
import { renderRoute } from '../../testing/renderRoute';

const backend = await vi.hoisted(async () => (await import('../../testing/mockBackend')).installMockBackend());

afterEach(() => backend.stop());

/** The place criterion in the register's URL state. */
const placeInHash = () => {
  const filter = new URLSearchParams(window.location.hash.slice(window.location.hash.indexOf('!') + 1)).get('filter');
  return decodePlace(filter ? (JSON.parse(filter) as { near?: string }).near : undefined);
};

const placeAndRadius = () => {
  const place = placeInHash();
  return [place?.label, place?.radiusKm];
};

describe("the register's 'PLZ oder Ort'", { timeout: 60_000 }, () => {
  it('starts a chosen place at 10 km, keeps the chosen radius when another place is chosen, lifts both when the field is emptied, and is not a field of the filter panel', async () => {
    await renderRoute(backend, '#/installations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Anlagenregister' }, { timeout: 30_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    const place = screen.getByRole('combobox', { name: 'PLZ oder Ort' });
    await user.type(place, 'Linz');
    await user.click(await screen.findByRole('option', { name: '4020 Linz' }, { timeout: 10_000 }));
    await waitFor(() => expect(placeAndRadius()).toEqual(['4020 Linz', 10]));

    await user.click(await screen.findByRole('combobox', { name: 'Umkreis' }));
    await user.click(screen.getByRole('option', { name: 'im Umkreis von 25 km' }));
    await waitFor(() => expect(placeAndRadius()).toEqual(['4020 Linz', 25]));

    // An emptied field lifts place and radius.
    await user.clear(place);
    await waitFor(() => expect(placeInHash()).toBeUndefined());
    expect(screen.queryByRole('combobox', { name: 'Umkreis' })).toBeNull();
    await user.type(place, '4600');
    await user.click(await screen.findByRole('option', { name: '4600 Wels' }, { timeout: 10_000 }));
    await waitFor(() => expect(placeAndRadius()).toEqual(['4600 Wels', 10]));
    await user.click(screen.getByRole('combobox', { name: 'Umkreis' }));
    await user.click(screen.getByRole('option', { name: 'im Umkreis von 50 km' }));
    await waitFor(() => expect(placeAndRadius()).toEqual(['4600 Wels', 50]));
    // Typing over the chosen place (never an empty field) and choosing another keeps the radius.
    await user.tripleClick(place);
    await user.keyboard('Steyr');
    await user.click(await screen.findByRole('option', { name: '4400 Steyr' }, { timeout: 10_000 }));
    await waitFor(() => expect(placeAndRadius()).toEqual(['4400 Steyr', 50]));

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const panel = await screen.findByRole('heading', { level: 3, name: 'Filterkriterien' }, { timeout: 30_000 });
    const form = panel.closest('form')!;
    expect(within(form).getByRole('heading', { level: 4, name: 'Bundesland' })).toBeInTheDocument();
    expect(within(form).queryByRole('heading', { name: 'PLZ oder Ort' })).toBeNull();
  });
});
