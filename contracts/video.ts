import { ImageSchema } from './image.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const VIDEO_TITLE_MAX = 140;
export const VIDEO_DURATION_MAX = 20;
export const VIDEO_PRELOADS = ['auto', 'none'] as const;

const common = {
  title: prose()
    .min(1)
    .max(VIDEO_TITLE_MAX)
    .meta({ description: 'What the video is: the accessible name of the player and of its play button.' }),
  // A plain reference, so the OpenAPI document points at Image instead of copying it.
  poster: ImageSchema,
  duration: z
    .string()
    .min(1)
    .max(VIDEO_DURATION_MAX)
    .optional()
    .meta({ description: 'How long it runs, as shown, e.g. "12:40" or "1:02:15".' }),
};

export const RutubeVideoSchema = z
  .object({
    provider: z.literal('rutube'),
    id: z
      .string()
      .regex(/^[0-9a-f]{32}$/, 'a Rutube video id is 32 lower-case hex digits')
      .meta({ description: 'The id in rutube.ru/video/{id}/.' }),
    ...common,
  })
  .meta({ id: 'RutubeVideo', description: 'A video on the video host Rutube.' });

export const YoutubeVideoSchema = z
  .object({
    provider: z.literal('youtube'),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'a YouTube video id is 11 characters: letters, digits, "_" or "-"')
      .meta({ description: 'The id in youtube.com/watch?v={id}.' }),
    ...common,
  })
  .meta({ id: 'YoutubeVideo', description: 'A video on the video-sharing site YouTube.' });

export const FileVideoSchema = z
  .object({
    provider: z.literal('file'),
    src: z
      .string()
      .regex(
        /^\/media\/(?:[a-z0-9-]+\/)*[a-z0-9-]+\.(?:webm|mp4)$/,
        'an own video lives under /media/, in lower-case kebab-case, as .webm or .mp4',
      )
      .meta({ description: 'Path of the file under the site root (site/public/media/).' }),
    preload: z
      .enum(VIDEO_PRELOADS)
      .default('none')
      .meta({ description: 'Spec section 9: "auto" fetches the file with the page; "none" waits for play.' }),
    ...common,
  })
  .meta({ id: 'FileVideo', description: 'A video file the site serves itself.' });

export const VideoSchema = z
  .discriminatedUnion('provider', [RutubeVideoSchema, YoutubeVideoSchema, FileVideoSchema])
  .meta({
    id: 'Video',
    description:
      'A video: on the video host, on the video-sharing site, or an own file. The poster is shown before play; ' +
      'for the two hosts nothing loads from them until the visitor presses play.',
  });
export type Video = z.infer<typeof VideoSchema>;
export type ThirdPartyVideo = Extract<Video, { provider: 'rutube' | 'youtube' }>;
export type FileVideo = Extract<Video, { provider: 'file' }>;
