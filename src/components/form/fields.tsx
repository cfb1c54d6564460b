import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { uiTexts } from '../../messages/ui';
import { useKitFormContext } from './formContext';

export interface FieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  /** Marks the field as required for users and assistive technology (the rule itself lives in the schema). */
  required?: boolean;
  /** Form field sizes: sm, md, lg (default md). */
  size?: 'sm' | 'md' | 'lg';
}

/** Registers a field with its form (for the summary) and wires label, hint and error ids. */
export function useKitField(props: FieldProps) {
  const { name, label } = props;
  const { registerField, fieldId } = useKitFormContext();
  const id = fieldId(name);
  useEffect(() => registerField({ name, label, id }), [registerField, name, label, id]);
  const { control } = useFormContext();
  const controller = useController({ name, control });
  const error = controller.fieldState.error?.message;
  const labelId = `${id}-label`;
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const { field } = controller;
  return {
    id,
    labelId,
    hintId,
    errorId,
    error,
    field,
    describedBy,
    /** What every native input of a field carries: identity, blur and its state for assistive technology. */
    inputProps: {
      ref: field.ref,
      id,
      name: field.name,
      onBlur: field.onBlur,
      'aria-invalid': error ? true : undefined,
      'aria-required': props.required || undefined,
      'aria-describedby': describedBy,
    },
  };
}

export function FieldFrame(props: FieldProps & { f: ReturnType<typeof useKitField>; children: ReactNode; labelFor?: boolean }) {
  const { f, label, hint, required, size = 'md' } = props;
  return (
    <div className={`kit-field kit-field--${size}${f.error ? ' kit-field--invalid' : ''}`}>
      {props.labelFor === false ? (
        <span className="kit-field__label" id={f.labelId}>
          {label}
          {required && <span className="kit-field__required" aria-hidden="true"> *</span>}
        </span>
      ) : (
        <label className="kit-field__label" id={f.labelId} htmlFor={f.id}>
          {label}
          {required && <span className="kit-field__required" aria-hidden="true"> *</span>}
        </label>
      )}
      {hint && (
        <p className="kit-field__hint" id={f.hintId}>
          {hint}
        </p>
      )}
      {f.error && (
        <p className="kit-field__error" id={f.errorId}>
          <span className="visually-hidden">{uiTexts.errorPrefix} </span>
          {f.error}
        </p>
      )}
      {props.children}
    </div>
  );
}

type InputExtras = Pick<InputHTMLAttributes<HTMLInputElement>, 'autoComplete' | 'inputMode' | 'placeholder' | 'spellCheck'>;

function TextLike(props: FieldProps & InputExtras) {
  const f = useKitField(props);
  const value = typeof f.field.value === 'string' ? f.field.value : '';
  return (
    <FieldFrame {...props} f={f}>
      <input
        {...f.inputProps}
        type="text"
        className="kit-input"
        value={value}
        onChange={(event) => f.field.onChange(event.target.value)}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        placeholder={props.placeholder}
        spellCheck={props.spellCheck}
      />
    </FieldFrame>
  );
}

export function TextField(props: FieldProps & InputExtras) {
  return <TextLike {...props} />;
}

/** A date typed as dd.MM.yyyy. */
export function DateField(props: FieldProps) {
  return <TextLike {...props} hint={props.hint ?? uiTexts.dateFormatHint} inputMode="numeric" autoComplete="off" placeholder="TT.MM.JJJJ" />;
}

/** A time typed as HH:MM (24 hours). */
export function TimeField(props: FieldProps) {
  return <TextLike {...props} hint={props.hint ?? uiTexts.timeFormatHint} inputMode="numeric" autoComplete="off" placeholder="HH:MM" />;
}

export function CheckboxField(props: FieldProps) {
  const f = useKitField(props);
  const checked = f.field.value === true;
  return (
    <div className={`kit-field kit-field--checkbox${f.error ? ' kit-field--invalid' : ''}`}>
      {f.error && (
        <p className="kit-field__error" id={f.errorId}>
          <span className="visually-hidden">{uiTexts.errorPrefix} </span>
          {f.error}
        </p>
      )}
      <input {...f.inputProps} type="checkbox" className="kit-checkbox" checked={checked} onChange={(event) => f.field.onChange(event.target.checked)} />
      <label htmlFor={f.id} id={f.labelId}>
        {props.label}
        {props.required && <span className="kit-field__required" aria-hidden="true"> *</span>}
      </label>
      {props.hint && (
        <p className="kit-field__hint" id={f.hintId}>
          {props.hint}
        </p>
      )}
    </div>
  );
}
