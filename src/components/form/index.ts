export { useKitForm } from './useKitForm';
export { KitForm } from './KitForm';
export { TextField, DateField, TimeField, CheckboxField, MultiSelectField } from './fields';
export { SaveIndicator } from './SaveIndicator';
export { fields } from './validation';
