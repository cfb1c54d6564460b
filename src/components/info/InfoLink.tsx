import { useContext, useRef, useState, type ReactNode } from 'react';
import { appTexts } from '../../messages/de';
import { helpTexts } from '../../messages/help';
import { LazyModal as Modal } from '../LazyKit';
import { InfoResolverContext } from './context';

type Shown = { kind: 'loading' } | { kind: 'content'; content: ReactNode } | { kind: 'unavailable' };

/**
 * 'Mehr Informationen': opens the modal 'Info' with the content the application's resolver gives for
 * `infoKey`. Without a resolver nothing is shown, only a console warning.
 */
export function InfoLink({ infoKey, label = helpTexts.moreInformation }: { infoKey: string; label?: string }) {
  const resolve = useContext(InfoResolverContext);
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  // Only the latest opening's answer is shown.
  const request = useRef(0);
  const onClick = () => {
    if (!resolve) {
      console.warn(`InfoLink: no info resolver for '${infoKey}'`);
      return;
    }
    const current = ++request.current;
    setShown({ kind: 'loading' });
    setOpen(true);
    resolve(infoKey).then(
      (content) => {
        if (request.current === current) setShown(content === undefined ? { kind: 'unavailable' } : { kind: 'content', content });
      },
      () => {
        if (request.current === current) setShown({ kind: 'unavailable' });
      },
    );
  };
  return (
    <>
      <button type="button" className="kit-info__link" onClick={onClick}>
        {label}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={helpTexts.infoTitle}>
        {shown.kind === 'content' ? (
          shown.content
        ) : (
          <p role="status">{shown.kind === 'loading' ? appTexts.loading : appTexts.contentUnavailable}</p>
        )}
      </Modal>
    </>
  );
}
