import { z } from '../../api/zod';
import { filterNameTexts, uiTexts } from '../../messages/ui';
import { FormDialog } from '../dialog/FormDialog';
import { KitForm, TextField, fields, useKitForm } from '../form';

/** Filter names: required, at most 100 characters (our limit; the spec shows no rule). */
const FILTER_NAME_MAX = 100;
const filterNameSchema = z.object({ name: fields.text({ required: true, maxLength: FILTER_NAME_MAX }) });

export interface FilterNameDialogProps {
  open: boolean;
  /** Whether the dialog adds a filter or renames one: ADD or EDIT. */
  mode?: 'ADD' | 'EDIT';
  initialName?: string;
  onSubmit: (name: string) => void | Promise<void>;
  onClose: () => void;
}

/** The 'Filtername' dialog for adding or renaming a saved filter. */
export function FilterNameDialog({ open, onClose, ...props }: FilterNameDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} title={filterNameTexts.title} formId="filter-name-form" submitText={uiTexts.save}>
      <FilterNameForm {...props} onDone={onClose} />
    </FormDialog>
  );
}

function FilterNameForm({ initialName = '', onSubmit, onDone }: Omit<FilterNameDialogProps, 'open' | 'onClose'> & { onDone: () => void }) {
  const form = useKitForm({ schema: filterNameSchema, defaultValues: { name: initialName } });
  return (
    <KitForm
      id="filter-name-form"
      form={form}
      summary={false}
      onSubmit={async (values) => {
        await onSubmit(values.name.trim());
        onDone();
      }}
    >
      <TextField name="name" label={filterNameTexts.label} required autoComplete="off" />
    </KitForm>
  );
}
