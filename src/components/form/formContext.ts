import { createContext, useContext } from 'react';

export interface FieldEntry {
  name: string;
  label: string;
  id: string;
}

export interface KitFormContextValue {
  formId: string;
  registerField: (entry: FieldEntry) => () => void;
  fieldId: (name: string) => string;
}

export const KitFormContext = createContext<KitFormContextValue | null>(null);

export function useKitFormContext(): KitFormContextValue {
  const value = useContext(KitFormContext);
  if (!value) throw new Error('Form fields must be placed inside <KitForm>.');
  return value;
}

