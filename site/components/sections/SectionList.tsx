import type { Section } from '../../../contracts/blocks.ts';
import { HydrateSeparately } from '../deferHydration.tsx';
import { CasesSection } from './CasesSection.tsx';
import { CtaSection } from './CtaSection.tsx';
import { FaqSection } from './FaqSection.tsx';
import { FeaturesSection } from './FeaturesSection.tsx';
import { PlansSection } from './PlansSection.tsx';
import { QuoteSection } from './QuoteSection.tsx';
import { StatsSection } from './StatsSection.tsx';
import { StepsSection } from './StepsSection.tsx';
import { TeamSection } from './TeamSection.tsx';
import { TechnologiesSection } from './TechnologiesSection.tsx';
import { TextSection } from './TextSection.tsx';
import { TimelineSection } from './TimelineSection.tsx';
import { VideoSection } from './VideoSection.tsx';

/** One section by its type; the switch is exhaustive, so a new type in the contract fails the type check here. */
function SectionView({ section }: { section: Section }) {
  switch (section.type) {
    case 'features':
      return <FeaturesSection section={section} />;
    case 'stats':
      return <StatsSection section={section} />;
    case 'steps':
      return <StepsSection section={section} />;
    case 'faq':
      return <FaqSection section={section} />;
    case 'cases':
      return <CasesSection section={section} />;
    case 'plans':
      return <PlansSection section={section} />;
    case 'technologies':
      return <TechnologiesSection section={section} />;
    case 'text':
      return <TextSection section={section} />;
    case 'quote':
      return <QuoteSection section={section} />;
    case 'team':
      return <TeamSection section={section} />;
    case 'timeline':
      return <TimelineSection section={section} />;
    case 'cta':
      return <CtaSection section={section} />;
    case 'video':
      return <VideoSection section={section} />;
    default:
      return section satisfies never;
  }
}

/**
 * The sections of a page, in order; each section type has its own component. Each hydrates in a pass of
 * its own (HydrateSeparately): a long page's sections then never hold the main thread together, in
 * rendering, committing or running their effects (decision 018).
 */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section) => (
        <HydrateSeparately key={section.id} name={`section:${section.id}`}>
          <SectionView section={section} />
        </HydrateSeparately>
      ))}
    </>
  );
}
