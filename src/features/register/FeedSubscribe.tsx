import { useId, useState } from 'react';
import type { InstallationFilter } from '../../../generated/app/model';
import { Button } from '../../components/button/Button';
import { LazyModal } from '../../components/LazyKit';
import { uiTexts } from '../../messages/ui';
import { registerTexts as t } from '../../messages/register';
import { feedUrl } from './feed';

/**
 * 'Als Feed abonnieren': the Atom feed of the current filter's changes (GET /api/ippcInstallations/feed),
 * anyone may subscribe without an account. A dialog shows its URL to copy (selected on focus) and opens it.
 */
export function FeedSubscribe({ filter }: { filter: InstallationFilter }) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'done' | 'failed' | undefined>();
  const inputId = useId();
  const introId = useId();
  const url = feedUrl(filter, document.baseURI);
  const copy = () => {
    const done = navigator.clipboard?.writeText(url);
    if (!done) return setCopied('failed');
    done.then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };
  const close = () => {
    setOpen(false);
    setCopied(undefined);
  };
  return (
    <>
      <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.feedSubscribe}
      </Button>
      <LazyModal
        open={open}
        onClose={close}
        title={t.feedSubscribe}
        describedBy={introId}
        processBar={[{ key: 'close', type: 'button', buttonProps: { text: uiTexts.close, onClick: close, variant: 'secondary' } }]}
      >
        <div className="register-feed">
          <p id={introId}>{t.feedIntro}</p>
          <div className="kit-field kit-field--lg">
            <label className="kit-field__label" htmlFor={inputId}>
              {t.feedUrl}
            </label>
            <input id={inputId} className="kit-input register-feed__url" type="url" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
          </div>
          <div className="register-feed__actions">
            <Button variant="primary" onClick={copy}>
              {t.feedCopy}
            </Button>
            <a className="kit-button kit-button--secondary kit-button--md" href={url} target="_blank" rel="noopener">
              {t.feedOpen}
            </a>
          </div>
          <p role="status" className={copied === 'failed' ? 'register-feed__error' : undefined}>
            {copied === 'done' ? t.feedCopied : copied === 'failed' ? t.feedCopyFailed : ''}
          </p>
        </div>
      </LazyModal>
    </>
  );
}
