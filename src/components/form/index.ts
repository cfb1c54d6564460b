export { useKitForm } from './useKitForm';
export { KitForm, type KitFormProps } from './KitForm';
export { ValidationSummary, focusById, type SummaryEntry } from './ValidationSummary';
export { TextField, DateField, TimeField, CheckboxField, MultiSelectField, type FieldProps } from './fields';
export { SaveIndicator, useMinimumDuration } from './SaveIndicator';
export { fields, ruled, validateValue, registerRules, isEmpty, germanErrorMap, type Rules } from './validation';
