import type { ReactNode } from 'react';

/** A named example of a component: a German title and a render function (gallery, unit and axe tests). */
export interface Example {
  title: string;
  render: () => ReactNode;
}

export type Examples = Record<string, Example>;

export function defineExamples<T extends Examples>(examples: T): T {
  return examples;
}
