import type { InstallationSummary } from '../../../generated/app/model';
import { EnumLabel } from '../../components/EnumLabel';
import { formatDate } from '../../components/format';
import { InstallationNameCell } from '../../components/InstallationNameCell';
import { installationStatusLabels } from '../../messages/de';
import { sortFieldLabels } from '../../messages/register';

/** The columns of InstallationRow, in order: its table's headers and its cells' card labels on small screens. */
export const INSTALLATION_ROW_COLUMNS = [sortFieldLabels.name, sortFieldLabels.city, sortFieldLabels.mainActivity, sortFieldLabels.status, sortFieldLabels.lastChange] as const;
const labels = INSTALLATION_ROW_COLUMNS;

/**
 * A row of the start page's installation lists: the name (linking to the details), Ort, main activity, status
 * and last change.
 */
export function InstallationRow({ item }: { item: InstallationSummary }) {
  return (
    <tr>
      <InstallationNameCell installation={item} />
      <td data-label={labels[1]}>
        {item.site.postalCode} {item.site.city}
      </td>
      <td data-label={labels[2]}>
        {item.mainActivity.code} {item.mainActivity.label}
      </td>
      <td className="start-nowrap" data-label={labels[3]}>
        <EnumLabel labels={installationStatusLabels} value={item.status} />
      </td>
      <td data-label={labels[4]}>{formatDate(item.lastChange)}</td>
    </tr>
  );
}
