import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { LocalLink } from '../LocalLink.tsx';
import type { FooterTarget } from './resolveFooterLink.ts';

interface Props {
  target: FooterTarget;
  children: ReactNode;
  className?: string;
  title?: string | undefined;
}

/**
 * A link of the footer: pages stay in the visitor's locale; other sites and documents open in a new
 * tab, which a screen-reader user hears before following the link.
 */
export function FooterAnchor({ target, children, className, title }: Props) {
  const { t } = useTranslation();
  if (target.kind === 'page')
    return (
      <LocalLink href={target.path} className={className} title={title}>
        {children}
      </LocalLink>
    );
  const href = target.kind === 'external' ? target.url : target.path;
  return (
    <a href={href} className={className} title={title} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t(target.kind === 'document' ? 'footer.pdf' : 'a11y.newTab')}</span>
      <svg className="site-footer__external" viewBox="0 0 12 12" width="10" height="10" aria-hidden="true">
        <path d="M4 1h7v7M11 1 1 11" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </a>
  );
}
