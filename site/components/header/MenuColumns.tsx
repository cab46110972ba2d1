import type { MenuItem } from '../../../contracts/menu.ts';
import { dropdownColumns } from '../../rules/menuState.ts';
import { MenuLink } from './MenuLink.tsx';

/**
 * The groups of a dropdown or submenu as columns (by `gridColumn`), each group a title and its
 * links. An item whose sub-items are links themselves shows them as one untitled group.
 */
export function MenuColumns({
  item,
  idPrefix,
  block,
  onNavigate,
}: {
  item: MenuItem;
  idPrefix: string;
  /** The BEM block the classes belong to: the desktop dropdown or the mobile submenu. */
  block: 'header-dropdown' | 'mobile-submenu';
  onNavigate: () => void;
}) {
  const groups: MenuItem[] = item.items.length > 0 ? item.items : [{ ...item, title: '', items: [] }];
  return (
    <div className={`${block}__columns`}>
      {dropdownColumns(groups).map((column, index) => (
        <div className={`${block}__column`} key={column[0]?.id ?? index}>
          {column.map((group) => {
            const titleId = `${idPrefix}-group-${group.id}`;
            return (
              <div className={`${block}__group`} key={group.id}>
                {group.title !== '' && (
                  <p className={`${block}__group-title`} id={titleId}>
                    {group.title}
                  </p>
                )}
                <ul className={`${block}__links`} aria-labelledby={group.title !== '' ? titleId : undefined}>
                  {group.subtitles.map((link) => (
                    <li key={link.id}>
                      <MenuLink route={link.route} className={`${block}__link`} onNavigate={onNavigate}>
                        {link.title}
                      </MenuLink>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
