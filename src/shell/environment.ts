import type { EnvironmentKind } from '../../generated/app/model';
import { knownLabel } from '../messages/enumLabel';

/** Environment kinds: German labels; any other value is an unknown environment. */
const labels: Record<EnvironmentKind, string> = {
  LOCAL: 'Lokale Umgebung',
  DEV: 'Entwicklungsumgebung',
  TEST: 'Testumgebung',
  DEMO: 'Demoumgebung',
  PREPROD: 'Vorproduktionsumgebung',
  PROD: 'Produktionsumgebung',
};

export function environmentLabel(kind: string | undefined): string {
  return knownLabel(labels, kind) ?? 'Unbekannte Umgebung';
}
