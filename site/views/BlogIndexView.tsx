import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ArticleCard, BlogIndex, BlogMenu } from '../../contracts/blog.ts';
import { PageHero } from '../components/sections/PageHero.tsx';
import { ArticleCardItem } from './ArticleCardItem.tsx';
import { blogCategoryPath } from './articlePath.ts';
import { BlogTabs } from './BlogTabs.tsx';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

/** /blog/: the hero, the category tabs, the editors' picks, then every other recent article. */
export function BlogIndexView({ index, menu }: { index: BlogIndex; menu: BlogMenu }) {
  const { t } = useTranslation();
  const featuredId = useId();
  const latestId = useId();
  const featured = index.featured
    .map((slug) => index.items.find((item) => item.slug === slug))
    .filter((item): item is ArticleCard => item !== undefined);
  // A featured article is shown once: repeating it in the list below would only push other articles down.
  const rest = index.items.filter((item) => !index.featured.includes(item.slug));
  const categoryTitle = (card: ArticleCard) =>
    menu.items.find((item) => item.href === blogCategoryPath(card.category))?.title;

  return (
    <div className="views-page">
      <PageHero hero={index.hero} />
      <BlogTabs menu={menu} current="/blog/" />
      {featured.length > 0 && (
        <section className="views-block" aria-labelledby={featuredId}>
          <h2 id={featuredId}>{t('views.blog.featured')}</h2>
          <CardGrid items={featured} keyOf={(card) => card.slug} featured>
            {(card, index) => (
              <ArticleCardItem card={card} categoryTitle={categoryTitle(card)} headingLevel={3} eager={index === 0} />
            )}
          </CardGrid>
        </section>
      )}
      {rest.length > 0 && (
        <section className="views-block" aria-labelledby={latestId}>
          <h2 id={latestId}>{t('views.blog.latest')}</h2>
          <CardGrid items={rest} keyOf={(card) => card.slug}>
            {(card, index) => (
              <ArticleCardItem
                card={card}
                categoryTitle={categoryTitle(card)}
                headingLevel={3}
                eager={featured.length === 0 && index === 0}
              />
            )}
          </CardGrid>
        </section>
      )}
    </div>
  );
}
