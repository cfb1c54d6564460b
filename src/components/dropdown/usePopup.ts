import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { floatingPadding } from '../motion';

/** Suggestion lists are at most 300 px high; popouts keep 2 px from the viewport edge. */
const SUGGESTION_MAX_HEIGHT = 300;

/**
 * Positions a list below its field (flipping above when there is no room), starting at the field's left
 * edge, at least as wide as the field and never wider than the room to the viewport's right edge (long
 * options wrap there instead of running off the screen).
 */
export function usePopup(open: boolean) {
  return useFloating({
    open,
    placement: 'bottom-start',
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(2),
      flip({ padding: floatingPadding.popout, crossAxis: false }),
      size({
        padding: floatingPadding.popout,
        apply({ availableHeight, availableWidth, rects, elements }) {
          Object.assign(elements.floating.style, {
            maxHeight: `${Math.max(80, Math.min(SUGGESTION_MAX_HEIGHT, availableHeight))}px`,
            minWidth: `${rects.reference.width}px`,
            maxWidth: `${Math.max(rects.reference.width, availableWidth)}px`,
          });
        },
      }),
    ],
  });
}
