import { Alert } from '../alert/Alert';
import { filterErrorText } from '../../messages/filters';
import { useFilter } from '../../state/filters/useFilter';

/** A filter error appears in a closable warning. */
export function FilterErrorAlert({ filterId }: { filterId: string }) {
  const { state, command } = useFilter(filterId);
  if (!state.error) return null;
  return (
    <Alert type="Warning" announce onClose={() => void command({ type: 'dismissError' })}>
      {filterErrorText(state.error)}
    </Alert>
  );
}
