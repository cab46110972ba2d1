import type { FooterGroup } from '../../../contracts/footer.ts';
import { LocalLink } from '../LocalLink.tsx';
import { FooterDisclosure } from './FooterDisclosure.tsx';
import { FooterLinkList } from './FooterLinkList.tsx';

interface Props {
  group: FooterGroup;
  /** Under 1024 px the column is an accordion (spec section 2 "Footer"). */
  accordion: boolean;
  panelId: string;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** A column of the footer (spec section 3 "Footer group"): a heading, its links, and an optional second heading. */
export function FooterColumn({ group, accordion, panelId, open, onToggle, onClose }: Props) {
  const links = (
    <>
      <FooterLinkList links={group.links} />
      {group.doubleTitle && (
        <>
          <h3 className="site-footer__subheading">
            {group.doubleLinkSrc ? (
              <LocalLink href={group.doubleLinkSrc}>{group.doubleTitle}</LocalLink>
            ) : (
              group.doubleTitle
            )}
          </h3>
          {group.doubleLinks && <FooterLinkList links={group.doubleLinks} />}
        </>
      )}
    </>
  );
  if (accordion)
    return (
      <FooterDisclosure
        className="site-footer__column site-footer__column--accordion"
        title={group.title}
        panelId={panelId}
        open={open}
        onToggle={onToggle}
        onClose={onClose}
      >
        {links}
      </FooterDisclosure>
    );
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{group.title}</h2>
      {links}
    </div>
  );
}
