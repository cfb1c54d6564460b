import { MessageDialog } from '../dialog/MessageDialog';
import { FilterNameDialog } from '../filter-name/FilterNameDialog';
import { filterDialogTexts, filterTexts } from '../../messages/filters';
import { useFilter } from '../../state/filters/useFilter';

const noSelectionText = {
  rename: filterDialogTexts.noSelectionRename,
  duplicate: filterDialogTexts.noSelectionDuplicate,
  delete: filterDialogTexts.noSelectionDelete,
} as const;

/** The filter dialogs and the kit's 'Filtername' dialog, driven by the state's `dialog`. */
export function FilterDialogs({ filterId }: { filterId: string }) {
  const { state, command } = useFilter(filterId);
  const dialog = state.dialog;
  const close = () => void command({ type: 'closeDialog' });
  return (
    <>
      <MessageDialog open={dialog?.kind === 'noSelection'} onClose={close} type="INFO" title={filterDialogTexts.noSelectionTitle}>
        <p>{dialog?.kind === 'noSelection' ? noSelectionText[dialog.action] : ''}</p>
      </MessageDialog>
      <MessageDialog open={dialog?.kind === 'duplicateBlocked'} onClose={close} type="WARNING" title={filterDialogTexts.duplicateBlockedTitle}>
        <p>{filterDialogTexts.duplicateBlocked}</p>
      </MessageDialog>
      <MessageDialog open={dialog?.kind === 'switchBlocked'} onClose={close} type="WARNING" title={filterDialogTexts.switchBlockedTitle}>
        <p>{filterDialogTexts.switchBlocked}</p>
      </MessageDialog>
      <MessageDialog
        open={dialog?.kind === 'confirmDelete'}
        onClose={close}
        type="WARNING"
        title={filterDialogTexts.deleteTitle}
        buttons={[
          { key: 'cancel', type: 'button', buttonProps: { text: filterTexts.dialogCancel, onClick: close } },
          { key: 'delete', type: 'button', buttonProps: { text: filterTexts.dialogDelete, onClick: () => void command({ type: 'confirmRemove' }), variant: 'danger' } },
        ]}
      >
        <p>{filterDialogTexts.deleteText(dialog?.kind === 'confirmDelete' ? dialog.name : '')}</p>
      </MessageDialog>
      <FilterNameDialog
        open={dialog?.kind === 'name'}
        mode={dialog?.kind === 'name' ? dialog.mode : 'ADD'}
        initialName={dialog?.kind === 'name' ? dialog.initialName : ''}
        onSubmit={(name) => {
          if (dialog?.kind === 'name') void command(dialog.mode === 'ADD' ? { type: 'add', name } : { type: 'rename', name });
        }}
        onClose={close}
      />
    </>
  );
}
