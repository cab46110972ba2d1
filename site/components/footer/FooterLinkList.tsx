import type { FooterLink } from '../../../contracts/footer.ts';
import { FooterAnchor } from './FooterAnchor.tsx';
import { resolveFooterLink } from './resolveFooterLink.ts';

/** One list of footer links (spec section 3 "Footer link"); `class` becomes a modifier of the link. */
export function FooterLinkList({ links }: { links: FooterLink[] }) {
  return (
    <ul className="site-footer__links">
      {links.map((link) => (
        <li key={link.id}>
          <FooterAnchor
            target={resolveFooterLink(link)}
            className={link.class ? `site-footer__link site-footer__link--${link.class}` : 'site-footer__link'}
            title={link.title}
          >
            {link.text}
          </FooterAnchor>
        </li>
      ))}
    </ul>
  );
}
