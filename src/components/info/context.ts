import { createContext, type ReactNode } from 'react';
import type { InfoDisplay } from '../../state/infoDisplay';

/**
 * The contexts the app provides to every info block: apart from the blocks themselves, so that providing them
 * does not put the blocks and their texts into the app's first-load code.
 */

/** The page-wide info display (the header's help toggle sets it) and its setter. */
export const InfoDisplayContext = createContext<{ display: InfoDisplay; setDisplay: (display: InfoDisplay) => void }>({ display: 'showOpen', setDisplay: () => undefined });

/**
 * Resolves an info key ('<CMS page>#<anchor>') to the content of the 'Info' modal; undefined when there is
 * none. The app supplies it (the CMS, sanitized).
 */
export type InfoResolver = (infoKey: string) => Promise<ReactNode | undefined>;

export const InfoResolverContext = createContext<InfoResolver | undefined>(undefined);
