import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { SocialLink } from '../../../contracts/footer.ts';
import { FooterAnchor } from './FooterAnchor.tsx';

/** Spec section 3 "Social link": the brand's accounts for the locale, each named by its network. */
export function FooterSocial({ links }: { links: SocialLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="site-footer__social" aria-label={t('footer.social')}>
      <ul className="site-footer__social-list">
        {links.map((link) => (
          <li key={link.id}>
            <FooterAnchor
              className={`site-footer__social-link site-footer__social-link--${link.name}`}
              target={{ kind: 'external', url: link.linkSrc }}
            >
              {link.text}
            </FooterAnchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
