import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { LazyModal as Modal } from '../components/LazyKit';
import { shellTexts } from '../messages/shell';
import { infoResolverAtom } from '../state/shell';

/**
 * Info links: 'Mehr Informationen' opens the modal 'Info' with content from the resolver the
 * application supplies (infoResolverAtom). Without a resolver nothing is shown, only a console warning.
 */
export function InfoLink({ infoKey, label = shellTexts.moreInformation }: { infoKey: string; label?: string }) {
  const resolver = useAtomValue(infoResolverAtom);
  const [content, setContent] = useState<ReactNode>(null);
  const [open, setOpen] = useState(false);
  const onClick = async () => {
    if (!resolver) {
      console.warn(`InfoLink: no info resolver for '${infoKey}'`);
      return;
    }
    setContent(await resolver.resolve(infoKey));
    setOpen(true);
  };
  return (
    <>
      <button type="button" className="shell-text-button shell-info-link" onClick={() => void onClick()}>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={shellTexts.infoTitle}>
        {content}
      </Modal>
    </>
  );
}

/** Last-changed info: 'Letzte Änderung:' and the date. */
export function LastChanged({ children }: { children: ReactNode }) {
  return (
    <p className="shell-last-changed">
      {shellTexts.lastChanged} {children}
    </p>
  );
}
