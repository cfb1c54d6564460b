/**
 * German labels of enum values from responses. The contract may add values to a response enum before the
 * app knows them: such a value shows as itself, marked as unknown, never as an error.
 */
export type EnumLabels = Readonly<Record<string, string>>;

export const unknownValueLabel = (value: string) => `Unbekannter Wert (${value})`;

/** The label of a value the labels list; undefined for any other value (also 'toString' and the like). */
export function knownLabel(labels: EnumLabels, value: string | undefined): string | undefined {
  return value !== undefined && Object.hasOwn(labels, value) ? labels[value] : undefined;
}

/** The label of a value, or for a value the labels do not list 'Unbekannter Wert (<value>)'. */
export function enumLabel(labels: EnumLabels, value: string): string {
  return knownLabel(labels, value) ?? unknownValueLabel(value);
}
