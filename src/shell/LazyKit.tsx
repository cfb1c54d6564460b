import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The kit's modal and drawer bring floating-ui: loaded on first use, not with the initial bundle.
const Drawer = lazy(() => import('../components/drawer/Drawer').then((m) => ({ default: m.Drawer })));
const Modal = lazy(() => import('../components/dialog/Modal').then((m) => ({ default: m.Modal })));

/** Stays mounted once opened, so that closing animates and focus returns to where it came from. */
function useEverOpen(open: boolean): boolean {
  const [ever, setEver] = useState(open);
  if (open && !ever) setEver(true);
  return ever || open;
}

export function LazyDrawer(props: ComponentProps<typeof Drawer>) {
  const mounted = useEverOpen(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Drawer {...props} />
    </Suspense>
  );
}

export function LazyModal(props: ComponentProps<typeof Modal>) {
  const mounted = useEverOpen(props.open);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
