import { IdSchema, SitePathSchema } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

/**
 * Spec section 3 "Menu item": the header menus of the general, Bitrix24 and support variants are
 * static data in the code (general, bitrix24, ctp and the testing brand), typed by this contract. Items are shown sorted by id ascending.
 */
export const MenuSubtitleSchema = z
  .object({
    id: IdSchema,
    title: prose().min(1).max(80),
    route: SitePathSchema,
    icon: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  })
  .meta({ id: 'MenuSubtitle', description: 'A link inside a dropdown column.' });

export interface MenuItem {
  id: number;
  title: string;
  route: string;
  archive: boolean;
  svgName?: string;
  target?: '_blank' | '_self';
  external: boolean;
  isItems: boolean;
  items: MenuItem[];
  subtitles: z.infer<typeof MenuSubtitleSchema>[];
  gridRow?: number;
  gridColumn?: number;
}

// Only the sub-items are lazy (the schema refers to itself): the fields are built once, when the
// module loads, like every other contract's.
export const MenuItemSchema: z.ZodType<MenuItem> = z
  .object({
    id: IdSchema,
    title: prose().min(1).max(80).meta({ description: 'The caption (menuTitle).' }),
    route: z.union([SitePathSchema, z.url({ protocol: /^https$/ })]).default('/'),
    archive: z.boolean().default(false).meta({ description: 'Hidden from menus, kept for old links.' }),
    svgName: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
    target: z.enum(['_blank', '_self']).optional(),
    external: z.boolean().default(false),
    isItems: z.boolean().default(false).meta({ description: 'Has sub-items: opens a dropdown or a submenu.' }),
    items: z.array(z.lazy(() => MenuItemSchema)).default([]),
    subtitles: z.array(MenuSubtitleSchema).default([]),
    gridRow: z.number().int().positive().optional(),
    gridColumn: z.number().int().positive().optional(),
  })
  .refine((item) => item.isItems === (item.items.length > 0 || item.subtitles.length > 0), {
    message: 'isItems is true exactly when the item has sub-items',
  })
  .refine((item) => !item.external || item.route.startsWith('https://'), {
    message: 'an external item links to https://',
  });

export { sortMenu } from './sortMenu.ts';
