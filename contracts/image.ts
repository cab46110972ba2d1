import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const IMAGE_ALT_MAX = 200;
export const IMAGE_SIDE_MAX = 4000;

/**
 * An image the site owns: a file under /images/ (site/public/images/), with the text that replaces it
 * for people who cannot see it and its intrinsic size, so the browser reserves the space (no layout
 * shift). `npm run images:check` holds the files to what the fixtures say.
 */
export const ImageSchema = z
  .object({
    src: z
      .string()
      .regex(
        /^\/images\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:svg|webp|png|jpg)$/,
        'an image lives under /images/, in lower-case kebab-case, e.g. "/images/portfolio/ural-b2b.svg"',
      )
      .meta({ description: 'Path of the file under the site root.' }),
    alt: prose()
      .min(1, 'describe what the image shows; decorative images do not belong in content')
      .max(IMAGE_ALT_MAX)
      .meta({ description: 'What the image shows, for screen readers and when it fails to load.' }),
    width: z.number().int().positive().max(IMAGE_SIDE_MAX).meta({ description: 'Intrinsic width in pixels.' }),
    height: z.number().int().positive().max(IMAGE_SIDE_MAX).meta({ description: 'Intrinsic height in pixels.' }),
  })
  .meta({ id: 'Image' });
export type Image = z.infer<typeof ImageSchema>;
