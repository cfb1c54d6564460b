export { useKitForm } from './useKitForm';
export { KitForm, STAY_IN_EDIT_ATTRIBUTE, type KitFormProps } from './KitForm';
export { ValidationSummary, focusById, type SummaryEntry } from './ValidationSummary';
export { TextField, NumberField, DateField, TimeField, CheckboxField, SelectField, MultiSelectField, ReadOnlyValue, type FieldProps } from './fields';
export { SubmitButton, ResetButton, EditButton, FormActions, InMode } from './FormButtons';
export { SaveIndicator, useMinimumDuration } from './SaveIndicator';
export { PageModeProvider, usePageMode, effectiveMode, type PageMode } from './pageMode';
export { useFormMode } from './formContext';
export { fields, ruled, validateValue, registerRules, isEmpty, germanErrorMap, type Rules } from './validation';
