import type { z } from 'zod';
import {
  ArticleSchema,
  ArticleSlugSchema,
  BlogCategoriesSchema,
  BlogCategorySlugSchema,
  BlogIndexSchema,
  BlogListSchema,
  BlogMenuSchema,
} from './blog.ts';
import { Bitrix24SlugSchema } from './bitrix24.ts';
import { CareerPageSchema } from './career.ts';
import { ClientsPageSchema } from './clients.ts';
import { ContactsPageSchema } from './contacts.ts';
import { CtpSlugSchema } from './ctp.ts';
import { FormPageSchema } from './formPage.ts';
import { FormNameSchema } from './forms.ts';
import { HomeSchema } from './home.ts';
import { IndustrySlugSchema } from './industries.ts';
import { LandingPageSchema } from './landing.ts';
import { LegalDocumentSchema } from './legal.ts';
import {
  PortfolioIndexSchema,
  PortfolioListSchema,
  ProjectCategoriesSchema,
  ProjectSchema,
  ProjectSlugSchema,
} from './portfolio.ts';
import {
  ResearchChapterSchema,
  ResearchChapterSlugSchema,
  ResearchPageSchema,
  ResearchSlugSchema,
} from './research.ts';
import { ReviewsPageSchema } from './reviews.ts';
import { SearchIndexSchema, SearchSectionSchema } from './search.ts';
import { compilePathTemplate, fillPathTemplate } from './pathTemplate.ts';
import { MobilePlatformSchema, ServiceSlugSchema, ServicesListSchema } from './services.ts';
import { SitemapPageSchema } from './sitemap.ts';
import { SolutionSlugSchema } from './solutions.ts';
import { TestingSlugSchema } from './testing.ts';

type ParamSchemas = Record<string, z.ZodType<string>>;
/** A file without parameters: `keyof NoParams` is `never`, which makes the params argument disappear. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty parameter set, on purpose
type NoParams = {};
interface ContentEndpoint {
  /** The file under /api/ (ru) and /api/en/ (en); `{name}` marks a parameter. */
  file: string;
  schema: z.ZodType;
  summary: string;
  params?: ParamSchemas;
}

function endpoint<S extends z.ZodType>(
  file: string,
  schema: S,
  summary: string,
): { file: string; schema: S; summary: string; params: NoParams };
function endpoint<S extends z.ZodType, P extends ParamSchemas>(
  file: string,
  schema: S,
  summary: string,
  params: P,
): { file: string; schema: S; summary: string; params: P };
function endpoint(file: string, schema: z.ZodType, summary: string, params: ParamSchemas = {}) {
  return { file, schema, summary, params };
}

/**
 * Every content file the API serves, by noun, in both locales: `GET /api/{file}` (ru) and
 * `GET /api/en/{file}` (en). Mocks, fixtures, pages, checks and the OpenAPI document all read this
 * table, so a new content file is one line here plus its fixtures.
 */
export const contentEndpoints = {
  home: endpoint('home.json', HomeSchema, 'The home page'),
  servicesList: endpoint('services-list.json', ServicesListSchema, 'The /services-list/ page'),
  service: endpoint('services/{slug}.json', LandingPageSchema, 'A service page, /services/{slug}/', {
    slug: ServiceSlugSchema,
  }),
  mobilePlatform: endpoint(
    'services/mobilnye-prilozheniya/{platform}.json',
    LandingPageSchema,
    'Mobile development for one platform, /services/mobilnye-prilozheniya/{platform}/',
    { platform: MobilePlatformSchema },
  ),
  solution: endpoint('solutions/{slug}.json', LandingPageSchema, 'A solution page, /solutions/{slug}/', {
    slug: SolutionSlugSchema,
  }),
  industry: endpoint('industries/{slug}.json', LandingPageSchema, 'An industry page, /industries/{slug}/', {
    slug: IndustrySlugSchema,
  }),
  bitrix24Home: endpoint('bitrix24/index.json', LandingPageSchema, 'The Bitrix24 home page, /bitrix24/'),
  bitrix24Page: endpoint('bitrix24/{slug}.json', LandingPageSchema, 'A Bitrix24 page, /bitrix24/{slug}/', {
    slug: Bitrix24SlugSchema,
  }),
  ctpHome: endpoint('ctp/index.json', LandingPageSchema, 'The technical-support home page, /ctp/'),
  ctpPage: endpoint('ctp/{slug}.json', LandingPageSchema, 'A technical-support page, /ctp/{slug}/', {
    slug: CtpSlugSchema,
  }),
  testingHome: endpoint('testing/index.json', LandingPageSchema, 'The alternative brand’s home page, /testing/'),
  testingPage: endpoint('testing/{slug}.json', LandingPageSchema, 'A testing service page, /testing/{slug}/', {
    slug: TestingSlugSchema,
  }),
  portfolioIndex: endpoint('portfolio-web-studii/index.json', PortfolioIndexSchema, 'The portfolio page'),
  portfolioList: endpoint('portfolio-web-studii/list.json', PortfolioListSchema, 'Every project (store: projectList)'),
  portfolioCategories: endpoint(
    'portfolio-web-studii/categories.json',
    ProjectCategoriesSchema,
    'The eight portfolio categories (store: projectCategories)',
  ),
  project: endpoint(
    'portfolio-web-studii/projects/{slug}.json',
    ProjectSchema,
    'A case study, /portfolio-web-studii/{slug}/',
    {
      slug: ProjectSlugSchema,
    },
  ),
  clients: endpoint('clients.json', ClientsPageSchema, 'The /clients/ page'),
  reviews: endpoint('reviews.json', ReviewsPageSchema, 'The /reviews/ page'),
  career: endpoint('career.json', CareerPageSchema, 'Working at the agency'),
  contacts: endpoint('contacts.json', ContactsPageSchema, 'The /contacts/ page'),
  company: endpoint('company.json', LandingPageSchema, 'The /company/ page'),
  blogIndex: endpoint('blog/index.json', BlogIndexSchema, 'The /blog/ page'),
  blogMenu: endpoint('blog/menu.json', BlogMenuSchema, 'The blog’s category tabs'),
  blogCategories: endpoint('blog/categories.json', BlogCategoriesSchema, 'Every blog category'),
  blogList: endpoint('blog/lists/{category}.json', BlogListSchema, 'The articles of a category, /blog/{category}/', {
    category: BlogCategorySlugSchema,
  }),
  article: endpoint('blog/articles/{slug}.json', ArticleSchema, 'An article, /blog/{category}/{slug}/', {
    slug: ArticleSlugSchema,
  }),
  agreement: endpoint('agreement.json', LegalDocumentSchema, 'The user agreement, /agreement/'),
  agreementCtp: endpoint('agreement-ctp.json', LegalDocumentSchema, 'The support contract terms, /agreement-ctp/'),
  migration: endpoint('migraciya-it-sistem.json', LandingPageSchema, 'IT systems migration, /migraciya-it-sistem/'),
  research: endpoint('research/{slug}.json', ResearchPageSchema, 'A research page, /{slug}/', {
    slug: ResearchSlugSchema,
  }),
  researchChapter: endpoint(
    'research/research-b2b-ecommerce/{chapter}.json',
    ResearchChapterSchema,
    'A chapter of the B2B e-commerce study, /research-b2b-ecommerce/{chapter}/',
    { chapter: ResearchChapterSlugSchema },
  ),
  formPage: endpoint('form-pages/{form}.json', FormPageSchema, 'The copy of a form screen, /{form}/', {
    form: FormNameSchema,
  }),
  sitemap: endpoint('sitemap.json', SitemapPageSchema, 'The /sitemap/ page'),
  searchIndex: endpoint('{section}/search.json', SearchIndexSchema, 'One section of the search index', {
    section: SearchSectionSchema,
  }),
} as const satisfies Record<string, ContentEndpoint>;

export type ContentKey = keyof typeof contentEndpoints;
export type ContentParams<K extends ContentKey> = {
  [P in keyof (typeof contentEndpoints)[K]['params']]: z.infer<(typeof contentEndpoints)[K]['params'][P]>;
};
export type Content<K extends ContentKey> = z.infer<(typeof contentEndpoints)[K]['schema']>;
export const CONTENT_KEYS = Object.keys(contentEndpoints) as ContentKey[];

/** The file of a content endpoint with its parameters filled in: `('service', { slug: 'web' })` → `services/web.json`. */
export function contentFile<K extends ContentKey>(key: K, params: ContentParams<K>): string {
  return fillPathTemplate(contentEndpoints[key].file, params as Record<string, string>);
}

const patterns = CONTENT_KEYS.map((key) => ({ key, ...compilePathTemplate(contentEndpoints[key].file) }));

/** The endpoint and parameters a file path names, or undefined when no endpoint serves it. */
export function resolveContentFile(file: string): { key: ContentKey; params: Record<string, string> } | undefined {
  for (const { key, names, regex } of patterns) {
    const match = regex.exec(file);
    if (!match) continue;
    const params: Record<string, string> = {};
    const schemas = contentEndpoints[key].params as ParamSchemas;
    const valid = names.every((name, index) => {
      // Stryker disable next-line StringLiteral: every parameter is a group that must match ([^/]+), so it is always there
      const value = match[index + 1] ?? '';
      params[name] = value;
      // Stryker disable next-line OptionalChaining: every {name} of a file has a schema in its params (content.test.ts)
      return schemas[name]?.safeParse(value).success === true;
    });
    if (valid) return { key, params };
  }
  return undefined;
}
