/**
 * Where a video plays from, kept apart from the video schemas (no zod here): the player runs in the
 * browser, which should not load the contracts' parser for it (decision 008).
 */
import type { FileVideo, ThirdPartyVideo } from './video.ts';

/** Where the embeds of the two hosts live; youtube-nocookie sets no tracking cookie until the visitor plays. */
export const RUTUBE_EMBED_ORIGIN = 'https://rutube.ru';
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/** The player address of a third-party video; YouTube's autoplay, since the visitor has just pressed play. */
export function videoEmbedUrl(video: ThirdPartyVideo): string {
  return video.provider === 'rutube'
    ? `${RUTUBE_EMBED_ORIGIN}/play/embed/${video.id}`
    : `${YOUTUBE_EMBED_ORIGIN}/embed/${video.id}?autoplay=1`;
}

/** The MIME type of an own file, for `<source type>`, so a browser skips a format it cannot play. */
export function videoFileType(video: FileVideo): string {
  return video.src.endsWith('.mp4') ? 'video/mp4' : 'video/webm';
}
