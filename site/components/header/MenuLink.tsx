import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { LocalLink } from '../LocalLink.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';

interface Props {
  route: string;
  external?: boolean;
  target?: '_blank' | '_self';
  className: string;
  onNavigate: () => void;
  children: ReactNode;
}

/**
 * A menu link: a site page kept in the locale and marked when it is the current page, or another
 * site of the agency (the career site), which opens in a new tab and says so to screen readers.
 */
export function MenuLink({ route, external = false, target, className, onNavigate, children }: Props) {
  const { t } = useTranslation();
  const { urlParsed } = usePageContext();
  if (external) {
    const newTab = target === '_blank';
    return (
      <a
        href={route}
        className={className}
        target={target}
        rel={newTab ? 'noopener noreferrer' : undefined}
        onClick={onNavigate}
      >
        {children}
        {newTab && (
          <>
            <HeaderIcon name="external" className="header-icon header-icon--small" />
            <span className="visually-hidden"> {t('a11y.newTab')}</span>
          </>
        )}
      </a>
    );
  }
  return (
    <LocalLink
      href={route}
      className={className}
      aria-current={urlParsed.pathname === route ? 'page' : undefined}
      onClick={onNavigate}
    >
      {children}
    </LocalLink>
  );
}
