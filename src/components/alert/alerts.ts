/** An alert item: type, optional title, optional target id, content. */
export type AlertType = 'Info' | 'Success' | 'Warning' | 'Danger';

export interface AlertItem {
  type: AlertType;
  title?: string;
  /** Id of the element the item is about; the item then links to it and focuses it. */
  targetId?: string;
  content: string;
}

/** Alerts are ordered by severity Danger, Warning, Info, Success. */
const SEVERITY: readonly AlertType[] = ['Danger', 'Warning', 'Info', 'Success'];

export function sortAlerts<T extends { type: AlertType }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => SEVERITY.indexOf(a.type) - SEVERITY.indexOf(b.type));
}

/** A combined alert takes the type of its most severe item. */
export function combinedType(items: readonly { type: AlertType }[]): AlertType {
  return sortAlerts(items)[0]?.type ?? 'Info';
}
