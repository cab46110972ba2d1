/**
 * What a picture shows: a motif (the kind of work: an online store, a CRM funnel…) and, when the
 * file names a client or an industry, a glyph of its product (a ring, a steel beam…). Both are picked
 * from the file's path by the explicit keyword tables below (Russian words transliterated as in the
 * slugs, and English words); the fixture's text is the fallback for a file no keyword names.
 */
import type { GlyphId } from './glyphs.ts';
import type { MotifId } from './motifs.ts';

export interface Subject {
  motif: MotifId;
  glyph?: GlyphId;
}

/** Files whose words would mislead the tables. */
const BY_FILE: Record<string, Subject> = {
  'portfolio/polyarnyy-gmk-portal-cover': { motif: 'mobile', glyph: 'minecart' },
  'portfolio/sibpolitekh-portal-cover': { motif: 'corporate', glyph: 'cap' },
  'industries/industry-hero': { motif: 'factory' },
  'og/industries-industry': { motif: 'factory' },
  'industries/medicine-data-protection': { motif: 'security', glyph: 'medical' },
  'blog/intervyu-promyshlennye-prodazhi-b2b-portaly-cover': { motif: 'b2b', glyph: 'gear' },
  'blog/doklad-cifrovaya-metallurgiya-2024-b2b-portal-screen': { motif: 'b2b', glyph: 'beams' },
  'blog/individualnye-ceny-po-dogovoram-1c-i-sayt-cover': { motif: 'b2b' },
  'blog/cifrovye-prodazhi-v-metallurgii-2025-cover': { motif: 'report', glyph: 'ladle' },
  'blog/bitrix24-korobka-ili-oblako-cover': { motif: 'migration' },
  'services/ecommerce-channel-map': { motif: 'catalog' },
  'og/ecommerce': { motif: 'catalog' },
  'ctp/development-hero': { motif: 'gantt' },
  'og/ctp-development': { motif: 'gantt' },
  'solutions/vnedrenie-oms-sistem-hero': { motif: 'b2b', glyph: 'parcel' },
  'og/solutions-vnedrenie-oms-sistem': { motif: 'b2b', glyph: 'parcel' },
  'testing/load-testing-report': { motif: 'analytics' },
  'video/studio-tour-poster': { motif: 'team' },
  'company/team-workshop': { motif: 'team' },
  'blog/onbording-dzhuniorov-cover': { motif: 'team' },
  'services/web-pipeline': { motif: 'workflow' },
  'blog/kak-ustroen-nash-qa-process-pipeline': { motif: 'workflow' },
};

/** Motifs by keyword of the path, first match wins: the narrow subjects before the broad ones. */
const MOTIF_KEYWORDS: [MotifId, string[]][] = [
  ['devices', ['digital-products', 'portfolio-hero', 'services-list']],
  ['map', ['map', 'udalennoy', 'remote']],
  ['finance', ['skolko-stoit', 'okupaetsya', 'payback', 'price-']],
  ['security', ['security', 'data-protection', 'zashchit']],
  ['performance', ['load-testing', 'core-web-vitals', 'rabotosposobnost', 'apm', 'speed']],
  ['testing', ['testing', 'qa-process', 'test-']],
  ['hrdocs', ['kedo', 'hr', 'signing', 'kadrov']],
  [
    'analytics',
    [
      'dashbord',
      'dashboard',
      'bi-constructor-hero',
      'chart',
      'channels',
      'barriers',
      'reasons',
      'results',
      'expectation',
      'evolution',
      'preconditions',
      'implementation',
      'analytics',
      'bitrix24-bi-constructor',
    ],
  ],
  ['event', ['mitap', 'forum', 'doklad', 'webinar', 'conference']],
  ['report', ['issledovanie', 'research', 'report', 'study']],
  ['migration', ['migraciya', 'migration', 'oblako', 'cloud']],
  ['workflow', ['biznes-processy', 'dorabotka', 'process']],
  [
    'integration',
    [
      'integration',
      'scheme',
      'exchange',
      'esb',
      '1c',
      'architecture',
      'headless',
      'sources',
      'postgresql',
      'mysql',
      'data-split',
    ],
  ],
  ['catalog', ['pim', 'katalog', 'catalog']],
  ['search', ['elasticsearch', 'poisk', 'search', 'seo']],
  ['gantt', ['vnedrenie', 'plan', 'ocenivaem']],
  ['sla', ['-sla']],
  ['incident', ['incident']],
  ['support', ['support', 'podderzhka', 'ctp', 'sla', 'incident', 'soprovozhdenie', 'naumen']],
  ['servers', ['server', 'sis-administrirovanie', 'enterprise', 'monitoring']],
  ['design', ['ux-ui', 'design']],
  ['office', ['r7-office', 'office-suite']],
  ['crm', ['crm', 'funnel', 'bitrix24']],
  ['mobile', ['mobil', '-app', 'ios', 'android', 'flutter']],
  ['store', ['internet-magazin', 'shop', 'ecommerce', 'e-commerce', 'store']],
  ['b2b', ['b2b', 'dealer', 'diler', 'portal', 'kabinet', 'postavshchik', 'zakaz', 'zakupshchik', 'optov']],
  ['consulting', ['konsalting', 'consult', 'audit']],
  ['team', ['outstaffing', 'team', 'career', 'workshop', 'onbording']],
  ['corporate', ['korporativn', 'site', 'sayt', 'web']],
  ['industry', ['industries']],
];

/** Glyphs by keyword of the path: a client's or an industry's product. */
const GLYPH_KEYWORDS: [GlyphId, string[]][] = [
  ['ring', ['almaz', 'jewel', 'zoloto']],
  ['sofa', ['kedr', 'mebel', 'uyut', 'furniture']],
  ['towels', ['tekstil']],
  ['shirt', ['clothes', 'moda']],
  ['shoe', ['obuv']],
  ['beams', ['prokat', 'stal']],
  ['pipes', ['trub']],
  ['bolts', ['metiz']],
  ['ladle', ['metall']],
  ['minecart', ['gmk', 'gok']],
  ['wheat', ['agro', 'pole', 'stepnoy', 'zerno']],
  ['crane', ['stroy', 'monolit', 'constructing']],
  ['heart', ['puls']],
  ['medical', ['medlab', 'medicine', 'farma', 'zdorov', 'klinik']],
  ['cap', ['shag', 'kolledzh', 'politekh', 'education', 'school']],
  ['parcel', ['ecommerce-support']],
  ['gear', ['tekhsnab', 'promsnab', 'elektromash', 'proizvod', 'industry']],
];

const firstMatch = <T>(table: [T, string[]][], text: string) =>
  table.find(([, words]) => words.some((word) => text.includes(word)))?.[0];

/** The subject of the picture at `src` (/images/…svg), with the fixture's `text` as the fallback. */
export function subjectOf(src: string, text = ''): Subject {
  const key = src.replace(/^\/images\//, '').replace(/\.svg$/, '');
  const known = BY_FILE[key];
  if (known) return known;
  const glyph = firstMatch(GLYPH_KEYWORDS, key);
  const motif = firstMatch(MOTIF_KEYWORDS, key) ?? firstMatch(MOTIF_KEYWORDS, text.toLowerCase()) ?? 'corporate';
  return glyph ? { motif, glyph } : { motif };
}
