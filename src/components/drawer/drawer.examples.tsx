import { useState } from 'react';
import { Button } from '../button/Button';
import { defineExamples } from '../examples';
import { Drawer } from './Drawer';

function NavigationDrawer() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Navigation öffnen
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Navigation">
        <nav aria-label="Hauptnavigation (Beispiel)">
          <ul>
            <li>
              <a href="#example-drawer-navigation">Startseite</a>
            </li>
            <li>
              <a href="#example-drawer-navigation">Anlagenregister</a>
            </li>
          </ul>
        </nav>
      </Drawer>
    </>
  );
}

export const drawerExamples = defineExamples({
  navigation: { title: 'Navigationsleiste (mobil)', render: () => <NavigationDrawer /> },
});
