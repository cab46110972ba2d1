import { keep, type KeptRule } from './keep.ts';
import { HeroSchema } from './blocks.ts';
import { HtmlSchema } from './html.ts';
import { ImageSchema } from './image.ts';
import {
  IdSchema,
  IsoDateSchema,
  PageMetaSchema,
  SitePathSchema,
  SlugSchema,
  UNIQUE_IDS,
  UNIQUE_SLUGS,
  exactly,
} from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';
import { BLOG_CATEGORY_SLUGS } from './slugs.ts';

/**
 * The blog's categories (spec section 7 lists: b2b, technologies, events, other, researches, media
 * about us, bitrix24), by the path segment of /blog/{category}/.
 */
export { BLOG_CATEGORY_SLUGS };
export const BlogCategorySlugSchema = z.enum(BLOG_CATEGORY_SLUGS).meta({ id: 'BlogCategorySlug' });
export type BlogCategorySlug = z.infer<typeof BlogCategorySlugSchema>;

export const ArticleSlugSchema = SlugSchema.meta({ id: 'ArticleSlug' });

export const AuthorSchema = z
  .object({ name: prose().min(1).max(80), position: prose().min(1).max(120), photo: ImageSchema })
  .meta({ id: 'Author' });

export const ArticleCardSchema = z
  .object({
    slug: ArticleSlugSchema,
    category: BlogCategorySlugSchema,
    title: prose().min(1).max(160),
    summary: prose().min(1).max(300),
    publishedAt: IsoDateSchema,
    readingMinutes: z.number().int().min(1).max(60),
    cover: ImageSchema,
  })
  .meta({ id: 'ArticleCard', description: 'An article in a list: /blog/{category}/{slug}/.' });
export type ArticleCard = z.infer<typeof ArticleCardSchema>;

export const ArticleBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), html: HtmlSchema }),
    z.object({ type: z.literal('heading'), text: prose().min(1).max(160) }),
    z.object({ type: z.literal('list'), ordered: z.boolean().default(false), items: z.array(HtmlSchema).min(1) }),
    z.object({ type: z.literal('quote'), text: prose().min(1).max(800), author: prose().max(120).optional() }),
    z.object({ type: z.literal('image'), image: ImageSchema, caption: prose().max(200).optional() }),
  ])
  .meta({ id: 'ArticleBlock', description: 'One block of an article body, chosen by `type`.' });
export type ArticleBlock = z.infer<typeof ArticleBlockSchema>;

export const ArticleSchema = ArticleCardSchema.extend({
  meta: PageMetaSchema,
  lead: prose().min(1).max(600),
  updatedAt: IsoDateSchema.optional(),
  author: AuthorSchema,
  tags: z.array(prose().min(1).max(40)).max(8),
  body: z.array(ArticleBlockSchema).min(3),
  related: z.array(ArticleSlugSchema).max(4).meta({ description: 'Slugs of articles to read next.' }),
}).meta({
  id: 'Article',
  description: 'GET blog/articles/{slug}.json: an article (also shown at /blog-test/{slug}/).',
});
export type Article = z.infer<typeof ArticleSchema>;

export const BlogCategorySchema = z
  .object({
    slug: BlogCategorySlugSchema,
    title: prose().min(1).max(80),
    description: prose().min(1).max(400),
    meta: PageMetaSchema,
  })
  .meta({ id: 'BlogCategory' });

export const BlogCategoriesSchema = z
  .object({
    items: exactly(z.array(BlogCategorySchema), BLOG_CATEGORY_SLUGS.length).apply(keep, UNIQUE_SLUGS),
  })
  .meta({ id: 'BlogCategories', description: 'GET blog/categories.json: every blog category.' });
export type BlogCategories = z.infer<typeof BlogCategoriesSchema>;

export const BlogMenuSchema = z
  .object({
    items: z
      .array(z.object({ id: IdSchema, title: prose().min(1).max(60), href: SitePathSchema }))
      .min(1)
      .apply(keep, UNIQUE_IDS),
  })
  .meta({ id: 'BlogMenu', description: 'GET blog/menu.json: the tabs above every blog list.' });
export type BlogMenu = z.infer<typeof BlogMenuSchema>;

export const BlogIndexSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    featured: z.array(ArticleSlugSchema).max(3),
    items: z.array(ArticleCardSchema).min(1).meta({ description: 'The newest articles of every category.' }),
  })
  .meta({ id: 'BlogIndex', description: 'GET blog/index.json: the /blog/ page.' });
export type BlogIndex = z.infer<typeof BlogIndexSchema>;

/** A category's list holds that category's articles only: each is linked under /blog/{category}/. */
export const LIST_CATEGORY: KeptRule<{ category: string; items: { category: string }[] }> = {
  name: 'list-category',
  description: 'every article of a list belongs to the list’s category (`items[].category` equals `category`)',
  breaks: (list) => list.items.flatMap((item, index) => (item.category === list.category ? [] : [['items', index]])),
};

export const BlogListSchema = z
  .object({
    category: BlogCategorySlugSchema,
    items: z.array(ArticleCardSchema).min(1).apply(keep, UNIQUE_SLUGS),
  })
  .apply(keep, LIST_CATEGORY)
  .meta({ id: 'BlogList', description: 'GET blog/lists/{category}.json: the articles of one category, newest first.' });
export type BlogList = z.infer<typeof BlogListSchema>;
