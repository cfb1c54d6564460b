import { knownLabel, unknownValueLabel, type EnumLabels } from '../messages/enumLabel';

/**
 * An enum value from a response as its German label. With `className`, a known value also gets the
 * modifier `<className>--<value in lower case>` (its own style); a value the labels do not list shows as
 * 'Unbekannter Wert (<value>)' in the neutral style `enum-unknown`, never with a known value's style.
 */
export function EnumLabel({ labels, value, className }: { labels: EnumLabels; value: string; className?: string }) {
  const label = knownLabel(labels, value);
  if (label === undefined) return <span className={className ? `${className} enum-unknown` : 'enum-unknown'}>{unknownValueLabel(value)}</span>;
  return <span className={className && `${className} ${className}--${value.toLowerCase()}`}>{label}</span>;
}
