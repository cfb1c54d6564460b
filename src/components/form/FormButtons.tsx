import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { uiTexts } from '../../messages/ui';
import { Button, type ButtonProps } from '../button/Button';
import { useFormMode } from './formContext';
import { STAY_IN_EDIT_ATTRIBUTE } from './KitForm';
import { SaveIndicator } from './SaveIndicator';

/** Submits the surrounding form; `stayInEditMode` keeps a read-mode form in edit mode after the submit. */
export function SubmitButton({ children = uiTexts.save, stayInEditMode = false, failed = false, ...props }: Omit<ButtonProps, 'type'> & { stayInEditMode?: boolean; failed?: boolean; children?: ReactNode }) {
  const { isSubmitting } = useFormState();
  return (
    <Button {...props} type="submit" aria-disabled={isSubmitting || undefined} {...{ [STAY_IN_EDIT_ATTRIBUTE]: stayInEditMode ? 'true' : undefined }}>
      <SaveIndicator saving={isSubmitting} error={failed}>
        {null}
      </SaveIndicator>
      {children}
    </Button>
  );
}

/** Resets the form (and returns a read-mode form to view). */
export function ResetButton({ children = uiTexts.cancel, ...props }: Omit<ButtonProps, 'type'>) {
  return (
    <Button variant="secondary" {...props} type="reset">
      {children}
    </Button>
  );
}

/** 'Bearbeiten': switches a read-mode form to edit mode. Shown only in view mode. */
export function EditButton({ children = uiTexts.edit, ...props }: ButtonProps) {
  const { mode, edit } = useFormMode();
  if (mode !== 'view') return null;
  return (
    <Button variant="secondary" {...props} onClick={edit}>
      {children}
    </Button>
  );
}

/** The row of form buttons; in view mode it shows only what is meant for view mode (EditButton). */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="kit-form__actions">{children}</div>;
}

/** Renders children only in the given mode. */
export function InMode({ mode, children }: { mode: 'edit' | 'view'; children: ReactNode }) {
  const current = useFormMode().mode;
  return current === mode ? <>{children}</> : null;
}
