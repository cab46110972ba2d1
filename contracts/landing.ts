import { HeroSchema, SectionsSchema } from './blocks.ts';
import { PageMetaSchema } from './page.ts';
import { z } from './zod.ts';

/**
 * The shape most pages share: SEO, a hero and sections. Services, solutions, industries, the
 * Bitrix24 and support pages, the testing brand, the company page and the migration page are all
 * landing pages; one template renders every one of them.
 */
export const LandingPageSchema = z
  .object({ meta: PageMetaSchema, hero: HeroSchema, sections: SectionsSchema })
  .meta({ id: 'LandingPage', description: 'A page built from a hero and sections.' });
export type LandingPage = z.infer<typeof LandingPageSchema>;
