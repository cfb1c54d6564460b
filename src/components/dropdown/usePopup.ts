import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { floatingPadding } from '../motion';

/** Suggestion lists are at most 300 px high; popouts keep 2 px from the viewport edge. */
export const SUGGESTION_MAX_HEIGHT = 300;

/** Positions a list below its field (flipping above when there is no room), at least as wide as the field. */
export function usePopup(open: boolean) {
  return useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(2),
      flip({ padding: floatingPadding.popout }),
      size({
        padding: floatingPadding.popout,
        apply({ availableHeight, rects, elements }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(80, Math.min(SUGGESTION_MAX_HEIGHT, availableHeight))}px`,
            minWidth: `${rects.reference.width}px`,
          });
        },
      }),
    ],
  });
}
