export { useKitForm } from './useKitForm';
export { KitForm } from './KitForm';
export { TextField, DateField, TimeField, CheckboxField } from './fields';
export { SaveIndicator } from './SaveIndicator';
export { fields } from './validation';
