import type { InstallationSummary } from '../../../generated/app/model';
import { EnumLabel } from '../../components/EnumLabel';
import { formatDate } from '../../components/format';
import { InstallationNameCell } from '../../components/InstallationNameCell';
import { installationStatusLabels } from '../../messages/de';

/**
 * A row of the start page's installation lists: the name (linking to the details), Ort, main activity, status
 * and last change; `labels` name the four cells after the name (the card labels on small screens).
 */
export function InstallationRow({ item, labels }: { item: InstallationSummary; labels: readonly [string, string, string, string] }) {
  return (
    <tr>
      <InstallationNameCell installation={item} />
      <td data-label={labels[0]}>
        {item.site.postalCode} {item.site.city}
      </td>
      <td data-label={labels[1]}>
        {item.mainActivity.code} {item.mainActivity.label}
      </td>
      <td className="start-nowrap" data-label={labels[2]}>
        <EnumLabel labels={installationStatusLabels} value={item.status} />
      </td>
      <td data-label={labels[3]}>{formatDate(item.lastChange)}</td>
    </tr>
  );
}
