import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

export interface ShareLinkProps {
  /** The address to share. */
  url: string;
  /** What the link holds, said under it. */
  note?: string;
}

/** The address of this result, with a copy button and, where the browser offers it, the system share sheet. */
export function ShareLink({ url, note }: ShareLinkProps) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const canShare = typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: document.title, text: t('results.shareText'), url });
    } catch {
      // Closing the share sheet rejects; nothing to report.
    }
  };

  return (
    <section className="pc-share" aria-labelledby="pc-share-title">
      <h2 id="pc-share-title">{t('results.shareTitle')}</h2>
      <label className="pc-share__label" htmlFor="pc-share-url">
        {t('results.linkLabel')}
      </label>
      <div className="pc-share__row">
        <input
          id="pc-share-url"
          className="ts-input pc-share__url"
          type="url"
          readOnly
          value={url}
          data-testid="share-url" onFocus={(event) => event.target.select()} />
        <button type="button" className="ts-button ts-button--secondary" onClick={() => void copy()}>
          {t('results.copyLink')}
        </button>
        {canShare ? (
          <button type="button" className="ts-button ts-button--primary" onClick={() => void share()}>
            {t('results.share')}
          </button>
        ) : null}
      </div>
      {note ? <p className="pc-share__note">{note}</p> : null}
      <p className="pc-share__status" role="status" data-testid="share-status">
        {copyState === 'copied' ? t('results.copied') : copyState === 'failed' ? t('results.copyFailed') : ''}
      </p>
    </section>
  );
}
