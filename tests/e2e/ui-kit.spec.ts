import type { Page } from '@playwright/test';
import { axeViolations as axe, test, expect, expectFocusInside } from './fixtures';

// The UI kit's gallery (its own build, `vite build --mode gallery`, served at /ippc/ui-kit/): every named example is checked by axe and the keyboard journeys of
// the WAI-ARIA patterns the components implement are walked through.

const section = (page: Page, id: string) => page.locator(`#example-${id}`);

test.beforeEach(async ({ page }) => {
  await page.goto('./ui-kit/ui-kit.html');
  await expect(page.getByRole('heading', { level: 1, name: 'UI-Baukasten' })).toBeVisible();
});

test.describe('axe: 0 violations', () => {
  for (const viewport of [
    { name: 'desktop', width: 1440, height: 900 },
    { name: 'mobile', width: 375, height: 812 },
  ]) {
    test(`the gallery with every example (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.reload();
      for (const id of ['form-rules', 'dialog-standard', 'dropdown-single', 'dropdown-multi', 'tooltip-button', 'collapse-group', 'alert-types', 'info-fields', 'status-announce', 'filter-name-rename', 'test-clock-set']) {
        await expect(section(page, id)).toBeVisible();
      }
      expect(await axe(page)).toEqual([]);
    });

    test(`open states: summary, list, tooltip, help, modal (${viewport.name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.reload();
      await page.getByRole('button', { name: 'Prüfen und speichern' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Folgende Angaben fehlen oder sind fehlerhaft:' })).toBeVisible();
      await page.getByRole('button', { name: 'Hilfe' }).click();
      await expect(page.getByText('Die Kennung der Anlage im Register', { exact: false })).toBeVisible();
      await page.getByRole('combobox', { name: 'Bezirk', exact: true }).click();
      await expect(page.getByRole('listbox', { name: 'Bezirk', exact: true })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Export' }).focus();
      await expect(page.getByRole('tooltip')).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole('button', { name: 'Anlage anzeigen' }).click();
      await expect(page.getByRole('dialog', { name: 'Anlage AT-IPPC-000123' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Fehlerdialog' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Zeitüberschreitung' })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });
  }
});

test.describe('keyboard journeys', () => {
  test('modal: focus moves in, stays trapped, Escape closes and focus returns', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Anlage anzeigen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Anlage AT-IPPC-000123' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' }).first()).toBeFocused();
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      await expectFocusInside(dialog);
    }
    // 'Alles aufklappen' appears because there are three blocks.
    await dialog.getByRole('button', { name: 'Alles aufklappen' }).click();
    await expect(dialog.getByRole('button', { expanded: true })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Alles zuklappen' }).click();
    await expect(dialog.getByRole('button', { expanded: false, name: /Betreiber|Tätigkeiten|Inspektionen/ })).toHaveCount(3);
    // Extra process-bar buttons sit under 'Mehr'.
    await expect(dialog.getByRole('button', { name: 'Excel-Export' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Mehr' }).click();
    await dialog.getByRole('button', { name: 'Excel-Export' }).click();
    await expect(page.getByTestId('modal-last-action')).toHaveText('Excel-Export');
    await expect(dialog.getByRole('button', { name: 'Weniger' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('modal: Escape and the backdrop close only when enabled', async ({ page }) => {
    const strictOpener = page.getByRole('button', { name: 'Dialog ohne Escape öffnen' });
    await strictOpener.click();
    const strict = page.getByRole('dialog', { name: 'Sitzungsablauf' });
    await expect(strict).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(strict).toBeVisible();
    await strict.getByRole('button', { name: 'Schließen' }).last().click();
    await expect(strict).toBeHidden();
    await expect(strictOpener).toBeFocused();

    const backdropOpener = page.getByRole('button', { name: 'Dialog mit Hintergrund-Schließen öffnen' });
    await backdropOpener.click();
    const info = page.getByRole('dialog', { name: 'Info' });
    await expect(info).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(info).toBeHidden();
    await expect(backdropOpener).toBeFocused();
  });

  test('dropdown: arrows, shift+arrow jumps 5, type-ahead resets after 500 ms, Escape keeps the value', async ({ page }) => {
    const combo = section(page, 'dropdown-single').getByRole('combobox', { name: 'Bundesland', exact: true });
    const value = page.getByTestId('ex-bundesland-value');
    await expect(combo).toHaveText('Bitte auswählen');
    await combo.focus();
    await page.keyboard.press('ArrowDown');
    await expect(combo).toHaveAttribute('aria-expanded', 'true');
    const active = async () => page.locator(`#${await combo.getAttribute('aria-activedescendant')}`).textContent();
    expect(await active()).toBe('Burgenland');
    await page.keyboard.press('Shift+ArrowDown');
    expect(await active()).toBe('Steiermark');
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('Tirol');
    await page.keyboard.press('Shift+ArrowUp');
    expect(await active()).toBe('Kärnten');
    await page.keyboard.press('End');
    expect(await active()).toBe('Wien');
    await page.keyboard.press('Enter');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(value).toHaveText('Wien');
    await expect(combo).toBeFocused();
    // Type-ahead: 'o' then 'b' within 500 ms finds Oberösterreich; after a pause 'n' starts a new search.
    await page.keyboard.press('o');
    await page.keyboard.press('b');
    expect(await active()).toBe('Oberösterreich');
    await page.waitForTimeout(650);
    await page.keyboard.press('n');
    expect(await active()).toBe('Niederösterreich');
    await page.keyboard.press('Escape');
    await expect(combo).toHaveAttribute('aria-expanded', 'false');
    await expect(value).toHaveText('Wien');
    // Tab selects the active option and moves on (APG).
    await page.keyboard.press('Alt+ArrowDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    await expect(value).toHaveText('Burgenland');
  });

  test('dropdown: an empty list says so; the long list is at most 300 px high', async ({ page }) => {
    await page.getByRole('combobox', { name: 'Tätigkeit' }).click();
    await expect(section(page, 'dropdown-empty').getByText('Keine Einträge vorhanden')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Bezirk', exact: true }).click();
    const box = await page.getByRole('listbox', { name: 'Bezirk', exact: true }).locator('..').boundingBox();
    expect(box?.height).toBeLessThanOrEqual(300);
    expect(box?.height).toBeGreaterThan(100);
    const widths = await page.locator('#example-dropdown-sizes [role="combobox"]').evaluateAll((nodes) => nodes.map((n) => Math.round(n.getBoundingClientRect().width)));
    expect(widths.slice(1)).toEqual([224, 257]);
  });

  test('multi-select: search, toggle with Enter, no results, remove a value', async ({ page }) => {
    const multi = section(page, 'dropdown-multi');
    const input = multi.getByRole('combobox', { name: 'Bezirke' });
    await input.focus();
    await page.keyboard.type('salz');
    await expect(multi.getByRole('option', { name: 'Salzburg-Umgebung' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(multi.getByRole('option', { name: 'Salzburg-Umgebung' })).toHaveAttribute('aria-selected', 'true');
    await input.fill('xyz');
    await expect(section(page, 'dropdown-multi').getByText('Keine Ergebnisse')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(input).toHaveValue('');
    await section(page, 'dropdown-multi').getByRole('button', { name: 'Salzburg-Umgebung entfernen' }).click();
    await expect(section(page, 'dropdown-multi').getByRole('button', { name: /entfernen/ })).toHaveCount(0);
    await expect(input).toBeFocused();
  });

  test('tooltip: shown on focus and describes its trigger, Escape hides it, hover opens after the delay', async ({ page }) => {
    const trigger = page.getByRole('button', { name: 'Export' });
    await trigger.focus();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('Exportiert die gefilterten Anlagen als Excel-Datei');
    await expect(trigger).toHaveAccessibleDescription('Exportiert die gefilterten Anlagen als Excel-Datei');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.getByRole('button', { name: 'Version 1.4.2' }).hover();
    await expect(page.getByRole('tooltip')).toHaveText(/Build 2024-118/);
  });

  test('collapse: a disclosure opens with Enter and passes through the transition states', async ({ page }) => {
    const toggle = section(page, 'collapse-section').getByRole('button', { name: 'Betreiber' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'collapse-section').getByText('Musterwerk GmbH')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(section(page, 'collapse-section').getByText('Musterwerk GmbH')).toBeHidden();
    const details = section(page, 'collapse-transition').getByRole('button', { name: 'Details' });
    // Record every state the example shows (a loaded machine may skip past 'entering' between two polls).
    await page.getByTestId('transition-state').evaluate((node) => {
      const seen: string[] = [node.textContent ?? ''];
      (window as unknown as { transitionStates: string[] }).transitionStates = seen;
      new MutationObserver(() => seen.push(node.textContent ?? '')).observe(node, { childList: true, characterData: true, subtree: true });
    });
    const states = () => page.evaluate(() => (window as unknown as { transitionStates: string[] }).transitionStates);
    await details.click();
    await expect(page.getByTestId('transition-state')).toHaveText('entered');
    expect(await states()).toEqual(['exited', 'entering', 'entered']);
    await details.click();
    await expect(page.getByTestId('transition-state')).toHaveText('exited');
    expect((await states()).slice(3)).toEqual(['exiting', 'exited']);
    const group = section(page, 'collapse-group');
    await group.getByRole('button', { name: 'Alles aufklappen' }).click();
    await expect(group.getByRole('button', { expanded: true })).toHaveCount(3);
    await expect(group.getByRole('button', { name: 'Alles zuklappen' })).toBeVisible();
  });

  test('form: the summary is focused on submit and its entries focus their fields; rules validate on change', async ({ page }) => {
    const form = section(page, 'form-rules');
    await form.getByRole('button', { name: 'Prüfen und speichern' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'Folgende Angaben fehlen oder sind fehlerhaft:' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Name der Anlage: Dieses Feld ist verpflichtend',
      'Anzahl der Linien: Dieses Feld ist verpflichtend',
      'Bezirke: Dieses Feld ist verpflichtend',
      'Die Angaben sind vollständig: Dieses Feld ist verpflichtend',
    ]);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(form.getByLabel('Name der Anlage')).toBeFocused();
    await summary.getByRole('link', { name: /^Bezirke/ }).click();
    await expect(form.getByRole('combobox', { name: 'Bezirke' })).toBeFocused();
    // Errors update on every change and describe their field.
    const name = form.getByLabel('Name der Anlage');
    const count = form.getByLabel('Anzahl der Linien');
    const date = form.getByLabel('Inbetriebnahme');
    const id = form.getByLabel('Anlagen-ID');
    await name.fill('ab');
    await expect(name).toHaveAccessibleDescription(/Mindestens 3 Zeichen/);
    await name.fill('a'.repeat(21));
    await expect(name).toHaveAccessibleDescription(/Maximal 20 Zeichen/);
    await count.fill('0');
    await expect(count).toHaveAccessibleDescription(/Wert muss mindestens 1 sein/);
    await count.fill('100,5');
    await expect(count).toHaveAccessibleDescription(/Wert darf maximal 100 sein/);
    await date.fill('31.12.2019');
    await expect(date).toHaveAccessibleDescription(/01\.01\.2020 oder später/);
    await date.fill('01.01.2031');
    await expect(date).toHaveAccessibleDescription(/31\.12\.2030 oder früher/);
    await id.fill('AT-123');
    await expect(id).toHaveAccessibleDescription(/Validierungsfehler/);
    await expect(summary.getByRole('link', { name: 'Anlagen-ID: Validierungsfehler' })).toBeVisible();
    await name.fill('Stahlwerk Linz');
    await expect(name).not.toHaveAttribute('aria-invalid', 'true');
    await expect(summary.getByRole('link', { name: /^Name der Anlage/ })).toHaveCount(0);
    await expect(page.getByTestId('submit-state')).toContainText('Anzahl: 1');
  });

  test('Filtername dialog: required and max 100, focus on the field, saves and returns focus', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Filter umbenennen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Filtername' });
    const field = dialog.getByLabel('Name des Filters');
    await field.fill('');
    await dialog.getByRole('button', { name: 'Speichern' }).click();
    await expect(dialog.getByText('Dieses Feld ist verpflichtend')).toBeVisible();
    await expect(field).toBeFocused();
    await field.fill('x'.repeat(101));
    await expect(dialog.getByText('Maximal 100 Zeichen')).toBeVisible();
    await field.fill('Wien, in Betrieb');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('filter-name-value')).toHaveText('Wien, in Betrieb');
    await expect(opener).toBeFocused();
  });

  test('Testuhr stellen: date and time fields, extra button under Mehr, the query for POST /api/time', async ({ page }) => {
    await page.getByRole('button', { name: '15.05.2024, 10:30' }).click();
    const dialog = page.getByRole('dialog', { name: 'Testuhr stellen' });
    await expect(dialog.getByLabel('Datum')).toHaveValue('15.05.2024');
    await expect(dialog.getByLabel('Uhrzeit')).toHaveValue('10:30');
    await dialog.getByLabel('Datum').fill('31.02.2024');
    await dialog.getByLabel('Uhrzeit').fill('25:00');
    await dialog.getByRole('button', { name: 'Testuhr stellen' }).click();
    await expect(dialog.getByRole('alert')).toBeFocused();
    await expect(dialog.getByText('Validierungsfehler')).toHaveCount(4);
    await dialog.getByLabel('Datum').fill('01.06.2024');
    await dialog.getByLabel('Uhrzeit').fill('09:15');
    await expect(dialog.getByRole('button', { name: 'Testuhr zurücksetzen' })).toBeHidden();
    await dialog.getByRole('button', { name: 'Mehr' }).click();
    await expect(dialog.getByRole('button', { name: 'Testuhr zurücksetzen' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Testuhr stellen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('test-clock-query')).toHaveText('{"datetime":"2024-06-01T07:15:00.000Z"}');
  });

  test('drawer and help toggle: Escape closes the drawer and returns focus; the help button shows all infos', async ({ page }) => {
    const opener = page.getByRole('button', { name: 'Navigation öffnen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation' })).toBeHidden();
    await expect(opener).toBeFocused();
    const infos = section(page, 'info-fields');
    await infos.getByRole('button', { name: 'Hilfe' }).click();
    await expect(infos.getByRole('button', { name: /Information zu/, expanded: true })).toHaveCount(2);
    await infos.getByRole('button', { name: 'Information zu Bezirk' }).click();
    await expect(infos.getByRole('button', { name: 'Hilfe' })).toHaveAttribute('aria-pressed', 'false');
    await expect(infos.getByRole('button', { name: 'Information zu Anlagen-ID' })).toHaveAttribute('aria-expanded', 'true');
    await expect(infos.getByRole('button', { name: 'Information zu Bezirk' })).toHaveAttribute('aria-expanded', 'false');
  });
});
