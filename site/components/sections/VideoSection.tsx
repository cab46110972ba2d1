import { VideoEmbed } from '../media/VideoEmbed.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

/** A video with the section's title and lead above it. */
export function VideoSection({ section }: { section: SectionOf<'video'> }) {
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <div className="video-section__player">
        <VideoEmbed video={section.video} />
      </div>
    </SectionFrame>
  );
}
