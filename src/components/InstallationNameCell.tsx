import { AppLink } from './AppLink';
import { installationName } from './format';

/** The row head of an installation in a list: its name, linking to its details. */
export function InstallationNameCell({ installation }: { installation: { id: string; name: string } }) {
  return (
    <th scope="row">
      <AppLink to={`/installations/${installation.id}`}>{installationName(installation)}</AppLink>
    </th>
  );
}
