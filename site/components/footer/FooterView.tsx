import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { FOOTER_BRAND_VARIANT, footerData } from '../../config/footers.ts';
import { variants, type FooterVariant } from '../../config/variants.ts';
import { toggleSection, type OpenSection } from '../../rules/footerDropdowns.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { LocalLink } from '../LocalLink.tsx';
import { FooterAnchor } from './FooterAnchor.tsx';
import { FooterAwards } from './FooterAwards.tsx';
import { FooterColumn } from './FooterColumn.tsx';
import { FooterContacts } from './FooterContacts.tsx';
import { FooterDropdowns } from './FooterDropdowns.tsx';
import { FooterSocial } from './FooterSocial.tsx';
import { resolveFooterLink } from './resolveFooterLink.ts';
import './footer.css';

interface Props {
  variant: FooterVariant;
  locale: Locale;
  /** The mobile footer (under 1024 px): groups of type `mobile` show, and columns are accordions. */
  mobile: boolean;
}

/** The footer of a variant as it looks at one width: `Footer` picks the width, this draws it. */
export function FooterView({ variant, locale, mobile }: Props) {
  const { t } = useTranslation();
  const [openColumn, setOpenColumn] = useState<OpenSection>(null);
  const baseId = useId();
  const data = footerData(variant, locale);
  const chrome = variants[FOOTER_BRAND_VARIANT[variant]];
  const brandName = chrome.brandName[locale];
  const groups = data.groups.filter((group) => mobile || group.type !== 'mobile');
  return (
    <footer className="site-footer" data-variant={variant}>
      <div className="site-footer__inner">
        <div className="site-footer__top">
          <div className="site-footer__brand">
            <LocalLink
              href={chrome.logoHref}
              className="site-footer__logo"
              aria-label={t('footer.home', { brand: brandName })}
            >
              <svg className="site-footer__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
                <rect width="32" height="32" rx="8" fill="currentColor" />
                <path d="M9 21 16 8l7 13M12 17h8" fill="none" stroke="#14161a" strokeWidth="2.5" />
              </svg>
              <span>{brandName}</span>
            </LocalLink>
            <p className="site-footer__tagline">{t(`footer.tagline.${variant}`)}</p>
          </div>
          <FooterContacts variant={variant} />
        </div>
        <nav className="site-footer__nav" aria-label={t('footer.nav')}>
          {data.menuGroups.length > 0 && <FooterDropdowns groups={data.menuGroups} />}
          <div className="site-footer__columns">
            {groups.map((group) => {
              const id = `${baseId}-${group.name}`;
              return (
                <FooterColumn
                  key={group.id}
                  group={group}
                  accordion={mobile}
                  panelId={id}
                  open={openColumn === id}
                  onToggle={() => setOpenColumn((current) => toggleSection(current, id))}
                  onClose={() => setOpenColumn(null)}
                />
              );
            })}
          </div>
        </nav>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), brand: data.copyright })}
          </p>
          <nav className="site-footer__legal" aria-label={t('footer.legal')}>
            <ul className="site-footer__legal-list">
              {[data.privacyPolicy, data.processingOfPersonalData].map((link) => (
                <li key={link.text}>
                  <FooterAnchor className="site-footer__legal-link" target={resolveFooterLink(link)}>
                    {link.text}
                  </FooterAnchor>
                </li>
              ))}
            </ul>
          </nav>
          <FooterSocial links={data.social} />
        </div>
        {/* Last in the footer: when it arrives it only lengthens the page; nothing above it moves. */}
        <FooterAwards variant={variant} locale={locale} />
      </div>
    </footer>
  );
}
