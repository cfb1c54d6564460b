import { Link } from 'react-router';
import { installationName } from './format';

/** The row head of an installation in a list: its name, linking to its details. */
export function InstallationNameCell({ installation }: { installation: { id: string; name: string } }) {
  return (
    <th scope="row">
      <Link to={`/installations/${installation.id}`}>{installationName(installation)}</Link>
    </th>
  );
}
