import type { Examples } from '../components/examples';
import { alertExamples } from '../components/alert/alert.examples';
import { buttonExamples } from '../components/button/button.examples';
import { collapseExamples } from '../components/collapse/collapse.examples';
import { dialogExamples } from '../components/dialog/dialog.examples';
import { drawerExamples } from '../components/drawer/drawer.examples';
import { dropdownExamples } from '../components/dropdown/dropdown.examples';
import { filterNameExamples } from '../components/filter-name/filter-name.examples';
import { formExamples } from '../components/form/form.examples';
import { infoExamples } from '../components/info/info.examples';
import { spinnerExamples } from '../components/spinner/spinner.examples';
import { statusExamples } from '../components/status/status.examples';
import { testClockExamples } from '../components/test-clock/test-clock.examples';
import { tooltipExamples } from '../components/tooltip/tooltip.examples';

/** Every component of the kit with its German name and named examples, in gallery order. */
export const catalog: { component: string; title: string; examples: Examples }[] = [
  { component: 'button', title: 'Schaltflächen', examples: buttonExamples },
  { component: 'form', title: 'Formulare und Prüfregeln', examples: formExamples },
  { component: 'dropdown', title: 'Auswahllisten', examples: dropdownExamples },
  { component: 'dialog', title: 'Modale Dialoge', examples: dialogExamples },
  { component: 'filter-name', title: 'Dialog „Filtername“', examples: filterNameExamples },
  { component: 'test-clock', title: 'Dialog „Testuhr stellen“', examples: testClockExamples },
  { component: 'tooltip', title: 'Tooltips', examples: tooltipExamples },
  { component: 'collapse', title: 'Auf- und Zuklappen', examples: collapseExamples },
  { component: 'drawer', title: 'Seitenleiste (Drawer)', examples: drawerExamples },
  { component: 'alert', title: 'Hinweise', examples: alertExamples },
  { component: 'spinner', title: 'Ladeanzeige', examples: spinnerExamples },
  { component: 'status', title: 'Statusmeldungen', examples: statusExamples },
  { component: 'info', title: 'Info-Blöcke', examples: infoExamples },
];
