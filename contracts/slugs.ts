/**
 * The slug lists the specification fixes (docs/specification.md, section 2), as plain constants with no
 * dependencies: the route table (which runs in the browser too) reads them without pulling in the
 * contracts and their parsers.
 * Each contract module re-exports its lists and builds its enum schema from them.
 */

/** A slug: lower-case latin letters and digits joined by "-" (SlugSchema in page.ts checks the same). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const BITRIX24_SLUGS = [
  'bi-constructor',
  'crm-for-business',
  'Crm',
  'Dorabotka',
  'Enterprise',
  'integration',
  'Kedo',
  'vnedrenie',
] as const;

export const BLOG_CATEGORY_SLUGS = [
  'b2b-ecommerce',
  'technologies',
  'events',
  'other',
  'researches',
  'smi-o-nas',
  'bitrix24',
] as const;

export const CTP_SLUGS = [
  'b24_support',
  'complex_support',
  'development',
  'ecommerce_support',
  'incident_support',
  'support_ctp',
] as const;

export const INDUSTRY_SLUGS = [
  'agro-kompleks',
  'clothes-and-shoes',
  'constructing',
  'education',
  'furniture',
  'gmk',
  'industry',
  'jewelry',
  'medicine',
  'metallurgy',
] as const;

export const PROJECT_CATEGORY_SLUGS = [
  'b2b-portaly',
  'corporate-portals-and-hrm-systems',
  'crm',
  'internet-magazin',
  'soprovozhdenie-i-razvitie',
  'korporativnyy-sayt',
  'mobilnye-prilozheniya',
  'kedo',
] as const;

export const RESEARCH_SLUGS = [
  'research-b2b',
  'research-b2b-ecommerce',
  'research-metallurgy-ecommerce',
  'research-digital-sales-ecosystem-in-metallurgy',
  'research-hr-tech',
  'research-work-b2b-clients',
] as const;

export const RESEARCH_CHAPTER_SLUGS = [
  'evolution',
  'expectation',
  'implementation',
  'preconditions',
  'results',
] as const;

export const SERVICE_SLUGS = [
  'b2b-systems',
  'ecommerce',
  'it-konsalting',
  'mobilnye-prilozheniya',
  'outstaffing',
  'razrabotka-lichnogo-kabineta',
  'sis-administrirovanie',
  'soprovozhdenie-i-razvitie',
  'sozdanie-internet-magazina',
  'sozdanie-korporativnogo-sayta',
  'sozdanie-saytov',
  'tekhnicheskaya-podderzhka-saytov',
  'ux-ui-design',
  'web',
] as const;

export const MOBILE_PLATFORMS = ['android', 'ios'] as const;

export const SOLUTION_SLUGS = [
  'b2b-platform-abilities',
  'bitrix24',
  'crm',
  'hr',
  'interaktivnye-dashbordy',
  'mobile-tasks',
  'mobilnoe-prilozhenie-proizvoditeley',
  'naumen',
  'pim',
  'portal-postavshchikov',
  'r7-office',
  'rabotosposobnost',
  'server-monitoring',
  'vnedrenie-apm-sistem',
  'vnedrenie-esb-sistem',
  'vnedrenie-oms-sistem',
] as const;

export const TESTING_SLUGS = ['functional-testing', 'test-automation', 'load-testing', 'security-testing'] as const;

/** The four search indexes (spec section 7), in the order the site concatenates them. */
export const SEARCH_SECTIONS = ['services', 'solutions', 'portfolio-web-studii', 'blog'] as const;
