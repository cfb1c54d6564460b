import { lightFormat } from 'date-fns/lightFormat';
import { parseISO } from 'date-fns/parseISO';
import { z } from '../../api/zod';
import { setTestClockQueryParams } from '../../../generated/app/zod/time/time.zod';
import { testClockTexts } from '../../messages/ui';
import { FormDialog } from '../dialog/FormDialog';
import { DateField, KitForm, TimeField, fields, useKitForm } from '../form';
import { parseDay } from '../format';

/**
 * Date and time of the test clock, turned into the query of POST /api/time: the kit's field rules, then the
 * generated contract schema (setTestClockQueryParams) checks the ISO date-time.
 */
export const testClockSchema = z
  .object({ date: fields.text({ required: true, validate: (text) => parseDay(text) !== undefined }), time: fields.time({ required: true }) })
  .transform(({ date, time }): { datetime?: string } => {
    const day = parseDay(date) ?? new Date(NaN);
    const [hours, minutes] = time.split(':').map(Number);
    day.setHours(hours ?? 0, minutes ?? 0, 0, 0);
    return { datetime: day.toISOString() };
  })
  .pipe(setTestClockQueryParams);

export type TestClockValues = z.output<typeof testClockSchema>;

export interface TestClockDialogProps {
  open: boolean;
  onClose: () => void;
  /** The server's current date-time (ISO), the form's starting value. */
  serverTime?: string;
  /** Sets the clock (a datetime) or resets it (undefined). */
  onSubmit: (query: TestClockValues) => void | Promise<void>;
}

/** 'Testuhr stellen' (footer test settings): date and time of the server's test clock. */
export function TestClockDialog({ open, onClose, serverTime, onSubmit }: TestClockDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={testClockTexts.title}
      formId="test-clock-form"
      submitText={testClockTexts.set}
      more={[
        {
          key: 'reset',
          type: 'button',
          buttonProps: {
            text: testClockTexts.resetClock,
            onClick: () => {
              void Promise.resolve(onSubmit({})).then(onClose);
            },
          },
        },
      ]}
    >
      <TestClockForm serverTime={serverTime} onSubmit={onSubmit} onDone={onClose} />
    </FormDialog>
  );
}

function TestClockForm({ serverTime, onSubmit, onDone }: { serverTime?: string; onSubmit: TestClockDialogProps['onSubmit']; onDone: () => void }) {
  const start = serverTime ? parseISO(serverTime) : undefined;
  const form = useKitForm({
    schema: testClockSchema,
    defaultValues: { date: start ? lightFormat(start, 'dd.MM.yyyy') : '', time: start ? lightFormat(start, 'HH:mm') : '' },
  });
  return (
    <KitForm
      id="test-clock-form"
      form={form}
      onSubmit={async (values) => {
        await onSubmit(values);
        onDone();
      }}
    >
      {serverTime && (
        <p>
          {testClockTexts.serverTime}: {start ? lightFormat(start, 'dd.MM.yyyy, HH:mm') : ''}
        </p>
      )}
      <DateField name="date" label={testClockTexts.date} required size="sm" />
      <TimeField name="time" label={testClockTexts.time} required size="sm" />
    </KitForm>
  );
}
