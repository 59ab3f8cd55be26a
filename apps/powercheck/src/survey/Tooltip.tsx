import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface TooltipProps {
  /** What the explanation is about; part of the button's accessible name. */
  topic: string;
  /** The explanation. */
  text: string;
}

/**
 * An explanation behind an (i) button (a toggletip): click, Enter or Space opens and closes it, Escape or a click
 * elsewhere closes it. The text appears in the flow under the description, so it is never cut off on small screens.
 */
export function Tooltip({ topic, text }: TooltipProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const bubbleRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // On click, not on pointerdown: closing moves the content below, which must not happen between the press and
    // the release of a click on another control (e.g. Next), or that click would be lost.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || bubbleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="pc-tooltip__button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" focusable="false">
          <circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          <circle cx="10" cy="6" r="1.4" fill="currentColor" />
          <path d="M10 9v6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="pc-visually-hidden">{t('tooltip.open', { topic })}</span>
      </button>
      <div ref={bubbleRef} id={id} className="pc-tooltip__bubble" hidden={!open} data-testid="tooltip">
        <p>{text}</p>
        <button
          type="button"
          className="pc-tooltip__close"
          onClick={() => {
            setOpen(false);
            buttonRef.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="pc-visually-hidden">{t('tooltip.close')}</span>
        </button>
      </div>
    </>
  );
}
