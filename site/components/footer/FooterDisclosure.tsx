import { useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  title: string;
  panelId: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
  children: ReactNode;
  className: string;
}

/**
 * A heading that is a button opening a panel: the footer's accordions on phones and the support
 * footer's dropdowns. Escape inside an open panel closes it and puts focus back on its button.
 */
export function FooterDisclosure({ title, panelId, open, onToggle, onClose, children, className }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onClose();
    button.current?.focus();
  };
  return (
    <div className={className} onKeyDown={onKeyDown}>
      <h2 className="site-footer__heading">
        <button
          ref={button}
          type="button"
          className="site-footer__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {title}
          <svg className="site-footer__chevron" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
            <path d="m1 1 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
      </h2>
      <div id={panelId} className="site-footer__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
