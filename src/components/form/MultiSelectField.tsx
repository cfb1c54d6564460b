import type { DropdownSize } from '../dropdown/Dropdown';
import { MultiSelect } from '../dropdown/MultiSelect';
import type { DropdownOption } from '../dropdown/listNavigation';
import { FieldFrame, useKitField, type FieldProps } from './fields';

/**
 * A form field choosing several options from a list. Apart from the other fields (and from the form's index),
 * so that a form without it does not load the dropdown list's code.
 */
export function MultiSelectField(props: FieldProps & { options: readonly DropdownOption[]; dropdownSize?: DropdownSize }) {
  const f = useKitField(props);
  const value = Array.isArray(f.field.value) ? (f.field.value as string[]) : [];
  return (
    <FieldFrame {...props} f={f}>
      <MultiSelect
        id={f.id}
        labelledBy={f.labelId}
        options={props.options}
        value={value}
        onChange={(next) => f.field.onChange(next)}
        onBlur={f.field.onBlur}
        size={props.dropdownSize ?? 'large'}
        aria-describedby={f.describedBy}
        aria-invalid={!!f.error}
        aria-required={props.required}
      />
    </FieldFrame>
  );
}
