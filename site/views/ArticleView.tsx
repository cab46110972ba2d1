import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Article, ArticleCard } from '../../contracts/blog.ts';
import { Picture } from '../components/media/Picture.tsx';
import { ArticleBody } from './ArticleBody.tsx';
import { ArticleCardItem } from './ArticleCardItem.tsx';
import { blogCategoryPath } from './articlePath.ts';
import type { BlogCategory } from './BlogCategoryView.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { LocalDate } from './LocalDate.tsx';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

interface Props {
  article: Article;
  category: BlogCategory;
  /** The articles `article.related` names, as cards (the page's data hook resolves the slugs). */
  related: ArticleCard[];
}

/** /blog/{category}/{slug}/: an article with its author, dates, tags and what to read next. */
export function ArticleView({ article, category, related }: Props) {
  const { t } = useTranslation();
  const relatedId = useId();
  return (
    <div className="views-page">
      {/* The reading column is centred on wide screens: a measure of ~70 characters, not the page's left half. */}
      <div className="views-article-column">
        <Breadcrumbs
          items={[
            { label: t('views.blog.home'), href: '/blog/' },
            { label: category.title, href: blogCategoryPath(category.slug) },
            { label: article.title },
          ]}
        />
        <article className="views-article">
          <header className="views-article__header">
            <h1 className="views-article__title">{article.title}</h1>
            <p className="views-article__lead">{article.lead}</p>
            <div className="views-article__byline">
              <Picture className="views-article__author-photo" image={article.author.photo} />
              <p className="views-article__author">
                <span className="visually-hidden">{t('views.article.author')}: </span>
                <span className="views-article__author-name">{article.author.name}</span>
                <span className="views-article__author-position">{article.author.position}</span>
              </p>
            </div>
            <dl className="views-article__facts">
              <div>
                <dt>{t('views.article.published')}</dt>
                <dd>
                  <LocalDate date={article.publishedAt} />
                </dd>
              </div>
              {article.updatedAt && (
                <div>
                  <dt>{t('views.article.updated')}</dt>
                  <dd>
                    <LocalDate date={article.updatedAt} />
                  </dd>
                </div>
              )}
              <div>
                <dt>{t('views.article.readingTime')}</dt>
                <dd>{t('views.blog.readingTime', { n: article.readingMinutes })}</dd>
              </div>
            </dl>
            {article.tags.length > 0 && (
              <ul className="views-tags" aria-label={t('views.article.tags')}>
                {article.tags.map((tag) => (
                  <li key={tag} className="views-tags__item">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </header>
          <Picture className="views-article__cover" image={article.cover} eager />
          <ArticleBody blocks={article.body} />
        </article>
      </div>
      {related.length > 0 && (
        <section className="views-block" aria-labelledby={relatedId}>
          <h2 id={relatedId}>{t('views.article.related')}</h2>
          <CardGrid items={related} keyOf={(card) => card.slug}>
            {(card) => <ArticleCardItem card={card} headingLevel={3} />}
          </CardGrid>
        </section>
      )}
    </div>
  );
}
