import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { LayoutParts } from '../../config/layouts.ts';
import { LocalLink } from '../LocalLink.tsx';
import { CloseButton } from './CloseButton.tsx';
import { HomeLink } from './HomeLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import './header.css';

/**
 * The slim bar of the feedback, feedback-ctp, research, research-form and empty layouts (spec
 * section 2 "Layouts"): the logo of the layout's variant, the language switch, and what the layout
 * asks for: the research results link, the close button.
 */
export function NavBar({ parts }: { parts: LayoutParts }) {
  const { t } = useTranslation();
  return (
    <header className="nav-bar" data-variant={parts.variant}>
      <div className="nav-bar__inner">
        <HomeLink variant={parts.variant} />
        <div className="nav-bar__actions">
          {parts.researchLink && (
            <LocalLink href="/research-b2b-form/" className="nav-bar__research">
              {t('header.research')}
            </LocalLink>
          )}
          <LanguageSwitch />
          {parts.closeButton && <CloseButton variant={parts.variant} />}
        </div>
      </div>
    </header>
  );
}
