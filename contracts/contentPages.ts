import type { ContentKey } from './content.ts';

/**
 * The page of the site that shows each content file (locale-less; `/en/` is added for English).
 * `{name}` is filled from the file's parameters, or else from the content's field of that name
 * (an article's category). Files without a page of their own (menus, lists, indexes, career) are absent.
 */
export const contentPages: Partial<Record<ContentKey, string>> = {
  home: '/',
  servicesList: '/services-list/',
  service: '/services/{slug}/',
  mobilePlatform: '/services/mobilnye-prilozheniya/{platform}/',
  solution: '/solutions/{slug}/',
  industry: '/industries/{slug}/',
  bitrix24Home: '/bitrix24/',
  bitrix24Page: '/bitrix24/{slug}/',
  ctpHome: '/ctp/',
  ctpPage: '/ctp/{slug}/',
  testingHome: '/testing/',
  testingPage: '/testing/{slug}/',
  portfolioIndex: '/portfolio-web-studii/',
  project: '/portfolio-web-studii/{slug}/',
  clients: '/clients/',
  reviews: '/reviews/',
  contacts: '/contacts/',
  company: '/company/',
  blogIndex: '/blog/',
  blogList: '/blog/{category}/',
  article: '/blog/{category}/{slug}/',
  agreement: '/agreement/',
  agreementCtp: '/agreement-ctp/',
  migration: '/migraciya-it-sistem/',
  research: '/{slug}/',
  researchChapter: '/research-b2b-ecommerce/{chapter}/',
  formPage: '/{form}/',
  sitemap: '/sitemap/',
};

/** Pages that exist without a content file of their own (spec section 2). */
export const PAGES_WITHOUT_CONTENT = ['/search/'] as const;
