import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { germanErrorMap } from './validation';

/**
 * react-hook-form set up for the kit's validation rules: validation on every change and on submit (mode 'all'), zod
 * schemas (generated ones extended with `fields.*` rules) with the German messages. Focusing the first
 * error (or the summary) is done by <KitForm>.
 */
export function useKitForm<S extends z.ZodType<FieldValues, FieldValues>>(options: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
}): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    mode: 'all',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues: options.defaultValues,
    resolver: zodResolver(options.schema as never, { error: germanErrorMap } as never) as never,
  });
}
