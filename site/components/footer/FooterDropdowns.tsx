import { useId, useState } from 'react';
import type { FooterMenuGroup } from '../../../contracts/footer.ts';
import { toggleSection, type OpenSection } from '../../rules/footerDropdowns.ts';
import { FooterAnchor } from './FooterAnchor.tsx';
import { FooterDisclosure } from './FooterDisclosure.tsx';

/** The support footer's dropdown sections (spec section 4): one open at a time, clicking the open one closes it. */
export function FooterDropdowns({ groups }: { groups: FooterMenuGroup[] }) {
  const [open, setOpen] = useState<OpenSection>(null);
  const baseId = useId();
  return (
    <div className="site-footer__dropdowns">
      {groups.map((group, index) => {
        const id = `${baseId}-menu-${index}`;
        return (
          <FooterDisclosure
            key={group.title}
            className="site-footer__dropdown"
            title={group.title}
            panelId={id}
            open={open === id}
            onToggle={() => setOpen((current) => toggleSection(current, id))}
            onClose={() => setOpen(null)}
          >
            <ul className="site-footer__links">
              {group.menu.map((item) => (
                <li key={item.id}>
                  <FooterAnchor
                    className="site-footer__link"
                    target={item.external ? { kind: 'external', url: item.link } : { kind: 'page', path: item.link }}
                  >
                    {item.name}
                  </FooterAnchor>
                </li>
              ))}
            </ul>
          </FooterDisclosure>
        );
      })}
    </div>
  );
}
