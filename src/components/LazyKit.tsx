import { lazy, Suspense, useState, type ComponentProps, type ComponentType } from 'react';

// The kit's modal and drawer bring floating-ui: loaded on first use, not with the initial bundle.
const Drawer = lazy(() => import('./drawer/Drawer').then((m) => ({ default: m.Drawer })));
const Modal = lazy(() => import('./dialog/Modal').then((m) => ({ default: m.Modal })));

/** Stays mounted once opened, so that closing animates and focus returns to where it came from. */
function useEverOpen(open: boolean): boolean {
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever || open;
}

/** A lazily loaded overlay that is not rendered (nor loaded) before it first opens. */
function onFirstOpen<P extends { open: boolean }>(Overlay: ComponentType<P>) {
  return function LazyOverlay(props: P) {
    const mounted = useEverOpen(props.open);
    if (!mounted) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  };
}

export const LazyDrawer = onFirstOpen<ComponentProps<typeof Drawer>>(Drawer);
export const LazyModal = onFirstOpen<ComponentProps<typeof Modal>>(Modal);
