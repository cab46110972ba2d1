import { useId } from 'react';
import { LocalLink } from '../components/LocalLink.tsx';
import './views.css';

export interface SitemapGroup {
  id: string | number;
  title: string;
  links: { label: string; href: string }[];
}

function Group({ group }: { group: SitemapGroup }) {
  const headingId = useId();
  return (
    <section className="views-sitemap__group" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.title}</h2>
      <ul className="views-sitemap__links">
        {group.links.map((link) => (
          <li key={link.href}>
            <LocalLink href={link.href}>{link.label}</LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /sitemap/: every section of the site and its pages. */
export function SitemapView({ title, groups }: { title: string; groups: SitemapGroup[] }) {
  return (
    <div className="views-page">
      <div className="views-intro">
        <h1 className="views-intro__title">{title}</h1>
      </div>
      <div className="views-sitemap">
        {groups.map((group) => (
          <Group key={group.id} group={group} />
        ))}
      </div>
    </div>
  );
}
