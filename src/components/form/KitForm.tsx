import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldErrors, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { KitFormContext, type FieldEntry, type KitFormContextValue } from './formContext';
import { ValidationSummary, type SummaryEntry } from './ValidationSummary';
import '../kit.css';
import './form.css';

export interface KitFormProps<TIn extends FieldValues, TOut> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** Called with the parsed values; may be async (isSubmitting stays true meanwhile). */
  onSubmit: (values: TOut) => void | Promise<void>;
  /** Observer: the submit succeeded. */
  onSuccess?: (values: TOut) => void;
  /** Observer: the submit was invalid. */
  onInvalid?: (errors: FieldErrors<TIn>) => void;
  /** Observer: onSubmit threw. */
  onSubmitError?: (error: unknown) => void;
  /** Show the validation summary after an invalid submit (focused when it appears). Without it the first invalid field is focused. */
  summary?: boolean;
  id?: string;
  className?: string;
  'aria-labelledby'?: string;
  'aria-label'?: string;
  children: ReactNode;
}

function flattenErrors(errors: FieldErrors, prefix = ''): { name: string; message: string }[] {
  const result: { name: string; message: string }[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') result.push({ name, message });
    else if (key !== 'ref') result.push(...flattenErrors(value as FieldErrors, name));
  }
  return result;
}

/**
 * The kit's form: native submit, react-hook-form state (isSubmitting, isSubmitted,
 * submitCount, isSubmitSuccessful), success/invalid observers and the validation summary.
 */
export function KitForm<TIn extends FieldValues, TOut>(props: KitFormProps<TIn, TOut>) {
  const { form, onSubmit, onSuccess, onInvalid, onSubmitError, summary = true, children } = props;
  const generatedId = useId();
  const formId = props.id ?? `form${generatedId.replace(/:/g, '')}`;
  const [fieldsList, setFieldsList] = useState<FieldEntry[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);

  const registerField = useCallback((entry: FieldEntry) => {
    setFieldsList((list) => [...list.filter((item) => item.name !== entry.name), entry]);
    return () => setFieldsList((list) => list.filter((item) => item !== entry));
  }, []);
  const fieldId = useCallback((name: string) => `${formId}-${name.replace(/[^\w-]/g, '-')}`, [formId]);

  const { errors, submitCount } = form.formState;
  const entries: SummaryEntry[] = useMemo(() => {
    const flat = flattenErrors(errors as FieldErrors);
    const order = (name: string) => {
      const index = fieldsList.findIndex((field) => field.name === name);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    return flat
      .sort((a, b) => order(a.name) - order(b.name))
      .map(({ name, message }) => ({
        name,
        message,
        label: fieldsList.find((field) => field.name === name)?.label ?? name,
        targetId: fieldsList.find((field) => field.name === name)?.id ?? fieldId(name),
      }));
  }, [errors, fieldsList, fieldId]);
  const showSummary = summary && submitCount > 0 && entries.length > 0;

  // After an invalid submit: focus the summary (GOV.UK) or, without one, the first invalid field. The
  // request waits for the render in which react-hook-form has counted the submit and the summary exists.
  const pendingFocus = useRef(false);
  useEffect(() => {
    if (focusRequest > 0) pendingFocus.current = true;
  }, [focusRequest]);
  useEffect(() => {
    if (!pendingFocus.current) return;
    if (summary) {
      if (!showSummary || !summaryRef.current) return;
      summaryRef.current.focus();
    } else {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      first.focus();
    }
    pendingFocus.current = false;
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.stopPropagation();
    void form.handleSubmit(
      async (values) => {
        try {
          await onSubmit(values);
        } catch (error) {
          onSubmitError?.(error);
          // Let react-hook-form mark the submit as unsuccessful.
          throw error;
        }
        onSuccess?.(values);
      },
      (invalid) => {
        onInvalid?.(invalid);
        setFocusRequest((n) => n + 1);
      },
    )(event).catch(() => undefined);
  };

  const handleReset = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.reset();
  };

  const context: KitFormContextValue = useMemo(
    () => ({ formId, registerField, fieldId }),
    [formId, registerField, fieldId],
  );

  return (
    <FormProvider {...form}>
      <KitFormContext.Provider value={context}>
        <form
          ref={formRef}
          id={formId}
          className={['kit-form', props.className].filter(Boolean).join(' ')}
          noValidate
          onSubmit={handleSubmit}
          onReset={handleReset}
          aria-labelledby={props['aria-labelledby']}
          aria-label={props['aria-label']}
        >
          {showSummary && <ValidationSummary ref={summaryRef} entries={entries} />}
          {children}
        </form>
      </KitFormContext.Provider>
    </FormProvider>
  );
}
