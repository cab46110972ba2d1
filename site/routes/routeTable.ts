import {
  BITRIX24_SLUGS,
  BLOG_CATEGORY_SLUGS,
  CTP_SLUGS,
  INDUSTRY_SLUGS,
  MOBILE_PLATFORMS,
  PROJECT_CATEGORY_SLUGS,
  RESEARCH_CHAPTER_SLUGS,
  RESEARCH_SLUGS,
  SERVICE_SLUGS,
  SLUG_PATTERN,
  SOLUTION_SLUGS,
  TESTING_SLUGS,
} from '../../contracts/slugs.ts';
import type { LayoutName } from '../config/layouts.ts';
import type { SiteVariant } from '../config/variants.ts';

/**
 * Every page of the site (docs/specification.md section 2), as one typed table of page families.
 * Routing, layouts, sitemap.xml, the /sitemap/ page and the route tests all read it.
 *
 * A family has a path template whose `{name}` parameters are either a closed list (the slugs a
 * contract names: anything else is a 404 without asking the API) or an open slug (projects and
 * articles: valid slugs are looked up in content by a route guard).
 */

/** The page templates: one Vike page folder each (site/pages/<template>/), fed by data. */
export const PAGE_TEMPLATES = [
  'home',
  'landing',
  'servicesList',
  'portfolio',
  'portfolioCategory',
  'project',
  'clients',
  'reviews',
  'contacts',
  'blog',
  'blogCategory',
  'article',
  'research',
  'researchChapter',
  'form',
  'legal',
  'search',
  'sitemap',
] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** Groups of the /sitemap/ page, in order. */
export const SITE_SECTIONS = [
  'main',
  'services',
  'solutions',
  'industries',
  'bitrix24',
  'ctp',
  'testing',
  'portfolio',
  'blog',
  'research',
  'company',
  'legal',
] as const;
export type SiteSection = (typeof SITE_SECTIONS)[number];

/** A parameter: a closed list of values, or an open slug checked by a pattern (and by a guard against content). */
export type ParamRule = { values: readonly string[] } | { test(value: string): boolean };

/** An open slug (the contracts' ArticleSlug and ProjectSlug say the same): the pattern, at most 100 characters. */
const openSlug = (value: string) => value.length <= 100 && SLUG_PATTERN.test(value);
const categories: readonly string[] = PROJECT_CATEGORY_SLUGS;

export interface RouteFamily {
  /** The locale-less path; `{name}` is a parameter. */
  path: string;
  template: PageTemplate;
  params?: Record<string, ParamRule>;
  layout: LayoutName;
  /** The site variant when it differs from the layout's own (the testing brand, the Bitrix24 feedback form). */
  variant?: SiteVariant;
  section: SiteSection;
  /** Route guards run before the page's data (site/routes/routeGuards.ts), by name. */
  guards?: readonly string[];
  /** Pages search engines must not index (previews); they stay out of sitemap.xml. */
  noindex?: boolean;
  /**
   * `false` for families whose HTML depends on the request (the query string), so no build-time copy
   * can answer them: they render on every request (decision 007). Every other listed page is prerendered.
   */
  prerender?: false;
}

const values = (list: readonly string[]): ParamRule => ({ values: list });

export const routeFamilies = {
  home: { path: '/', template: 'home', layout: 'default', section: 'main' },
  servicesList: { path: '/services-list/', template: 'servicesList', layout: 'default', section: 'services' },
  service: {
    path: '/services/{slug}/',
    template: 'landing',
    params: { slug: values(SERVICE_SLUGS) },
    layout: 'default',
    section: 'services',
  },
  mobilePlatform: {
    path: '/services/mobilnye-prilozheniya/{platform}/',
    template: 'landing',
    params: { platform: values(MOBILE_PLATFORMS) },
    layout: 'default',
    section: 'services',
  },
  migration: { path: '/migraciya-it-sistem/', template: 'landing', layout: 'default', section: 'services' },
  solution: {
    path: '/solutions/{slug}/',
    template: 'landing',
    params: { slug: values(SOLUTION_SLUGS) },
    layout: 'default',
    section: 'solutions',
  },
  industry: {
    path: '/industries/{slug}/',
    template: 'landing',
    params: { slug: values(INDUSTRY_SLUGS) },
    layout: 'default',
    section: 'industries',
  },
  bitrix24Home: { path: '/bitrix24/', template: 'landing', layout: 'b24', section: 'bitrix24' },
  bitrix24Page: {
    path: '/bitrix24/{slug}/',
    template: 'landing',
    params: { slug: values(BITRIX24_SLUGS) },
    layout: 'b24',
    section: 'bitrix24',
  },
  ctpHome: { path: '/ctp/', template: 'landing', layout: 'support', section: 'ctp' },
  ctpPage: {
    path: '/ctp/{slug}/',
    template: 'landing',
    params: { slug: values(CTP_SLUGS) },
    layout: 'support',
    section: 'ctp',
  },
  testingHome: { path: '/testing/', template: 'landing', layout: 'default', variant: 'testing', section: 'testing' },
  testingPage: {
    path: '/testing/{slug}/',
    template: 'landing',
    params: { slug: values(TESTING_SLUGS) },
    layout: 'default',
    variant: 'testing',
    section: 'testing',
  },
  portfolio: { path: '/portfolio-web-studii/', template: 'portfolio', layout: 'default', section: 'portfolio' },
  portfolioCategory: {
    path: '/portfolio-web-studii/{category}/',
    template: 'portfolioCategory',
    params: { category: values(PROJECT_CATEGORY_SLUGS) },
    layout: 'default',
    section: 'portfolio',
  },
  project: {
    path: '/portfolio-web-studii/{slug}/',
    template: 'project',
    params: { slug: { test: (value) => openSlug(value) && !categories.includes(value) } },
    layout: 'default',
    section: 'portfolio',
    guards: ['knownProject'],
  },
  clients: { path: '/clients/', template: 'clients', layout: 'default', section: 'company' },
  reviews: { path: '/reviews/', template: 'reviews', layout: 'default', section: 'company' },
  company: { path: '/company/', template: 'landing', layout: 'default', section: 'company' },
  contacts: { path: '/contacts/', template: 'contacts', layout: 'default', section: 'company' },
  blog: { path: '/blog/', template: 'blog', layout: 'default', section: 'blog' },
  blogCategory: {
    path: '/blog/{category}/',
    template: 'blogCategory',
    params: { category: values(BLOG_CATEGORY_SLUGS) },
    layout: 'default',
    section: 'blog',
  },
  article: {
    path: '/blog/{category}/{slug}/',
    template: 'article',
    params: { category: values(BLOG_CATEGORY_SLUGS), slug: { test: openSlug } },
    layout: 'default',
    section: 'blog',
    guards: ['articleInCategory'],
  },
  blogTest: {
    path: '/blog-test/{slug}/',
    template: 'article',
    params: { slug: { test: openSlug } },
    layout: 'empty',
    section: 'blog',
    noindex: true,
  },
  research: {
    path: '/{slug}/',
    template: 'research',
    params: { slug: values(RESEARCH_SLUGS) },
    layout: 'research',
    section: 'research',
  },
  researchChapter: {
    path: '/research-b2b-ecommerce/{chapter}/',
    template: 'researchChapter',
    params: { chapter: values(RESEARCH_CHAPTER_SLUGS) },
    layout: 'research',
    section: 'research',
  },
  feedbackForm: {
    path: '/{form}/',
    template: 'form',
    params: { form: values(['feedback']) },
    layout: 'feedback',
    section: 'company',
  },
  feedbackBitrix24Form: {
    path: '/{form}/',
    template: 'form',
    params: { form: values(['feedback-bitrix24']) },
    layout: 'feedback',
    variant: 'bitrix24',
    section: 'bitrix24',
  },
  feedbackCtpForm: {
    path: '/{form}/',
    template: 'form',
    params: { form: values(['feedback-ctp']) },
    layout: 'feedback-ctp',
    section: 'ctp',
  },
  researchForm: {
    path: '/{form}/',
    template: 'form',
    params: {
      form: values([
        'research-b2b-form',
        'research-digital-sales-ecosystem-in-metallurgy-form',
        'research-work-b2b-clients-form',
        'research-ecommerce-form',
        'research-hr-tech-form',
      ]),
    },
    layout: 'research-form',
    section: 'research',
  },
  agreement: { path: '/agreement/', template: 'legal', layout: 'default', section: 'legal' },
  agreementCtp: { path: '/agreement-ctp/', template: 'legal', layout: 'support', section: 'legal' },
  // /search/?q=… renders its results on the server from the query (works without JavaScript).
  search: { path: '/search/', template: 'search', layout: 'default', section: 'main', prerender: false },
  sitemap: { path: '/sitemap/', template: 'sitemap', layout: 'default', section: 'main' },
} as const satisfies Record<string, RouteFamily>;

export type FamilyId = keyof typeof routeFamilies;
export const FAMILY_IDS = Object.keys(routeFamilies) as FamilyId[];
