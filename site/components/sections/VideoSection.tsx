import { VideoEmbed } from '../media/VideoEmbed.tsx';
import { SectionShell } from './SectionShell.tsx';
import type { SectionOf } from './sectionOf.ts';

/** A video with the section's title and lead above it. */
export function VideoSection({ section }: { section: SectionOf<'video'> }) {
  return (
    <SectionShell section={section}>
      <div className="video-section__player">
        <VideoEmbed video={section.video} />
      </div>
    </SectionShell>
  );
}
