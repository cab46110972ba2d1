import { useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { FileVideo, ThirdPartyVideo, Video } from '../../../contracts/video.ts';
import { videoEmbedUrl, videoFileType } from '../../../contracts/videoEmbed.ts';
import { Picture } from './Picture.tsx';
import './video.css';

/** The provider's player, put into the page once the visitor presses play; `ref` is React 19's ref prop. */
export function VideoFrame({ video, ref }: { video: ThirdPartyVideo; ref?: Ref<HTMLIFrameElement> }) {
  return (
    <iframe
      ref={ref}
      className="video-embed__frame"
      src={videoEmbedUrl(video)}
      title={video.title}
      allow="autoplay; fullscreen; picture-in-picture"
      allowFullScreen
      loading="lazy"
      // Without a referrer YouTube refuses to play embeds (its error 153).
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/**
 * A video of a third party behind a facade: the page shows our own poster and a play button, and
 * only the click puts the provider's player (its scripts, cookies and requests) into the page.
 * Focus then moves into the player, as the button it replaces is gone.
 */
function ThirdPartyPlayer({ video }: { video: ThirdPartyVideo }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (playing)
    return (
      <div className="video-embed__screen">
        <VideoFrame ref={frame} video={video} />
      </div>
    );
  return (
    <>
      <div className="video-embed__screen">
        <Picture className="video-embed__poster" image={video.poster} />
        <button type="button" className="video-embed__play" onClick={() => setPlaying(true)}>
          <span className="video-embed__play-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor" focusable="false">
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            </svg>
          </span>
          <span className="visually-hidden">{t('video.play', { title: video.title })}</span>
        </button>
      </div>
      <p className="video-embed__note">{t('video.thirdParty', { host: new URL(videoEmbedUrl(video)).hostname })}</p>
    </>
  );
}

/** Our own file in the browser's player; `preload` is the content's choice (spec section 9). */
function FilePlayer({ video }: { video: FileVideo }) {
  const { t } = useTranslation();
  return (
    <div className="video-embed__screen">
      <video
        className="video-embed__video"
        controls
        preload={video.preload}
        poster={video.poster.src}
        width={video.poster.width}
        height={video.poster.height}
        aria-label={video.title}
      >
        <source src={video.src} type={videoFileType(video)} />
        <p>
          {t('video.unsupported')} <a href={video.src}>{t('video.download')}</a>
        </p>
      </video>
    </div>
  );
}

/** A video of the content with its title and duration under it: on the video host, the video-sharing site or an own file. */
export function VideoEmbed({ video }: { video: Video }) {
  const { t } = useTranslation();
  return (
    <figure className="video-embed">
      {video.provider === 'file' ? <FilePlayer video={video} /> : <ThirdPartyPlayer video={video} />}
      <figcaption className="video-embed__caption">
        <span className="video-embed__title">{video.title}</span>{' '}
        {video.duration && (
          <span className="video-embed__duration">
            <span className="visually-hidden">{t('video.duration')}: </span>
            {video.duration}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
