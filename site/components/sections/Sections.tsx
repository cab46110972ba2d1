import { deferHydration } from '../deferHydration.tsx';

/**
 * The sections of a page below its hero, in order (SectionList.tsx): rendered by the server, hydrated
 * once their code — every section type's component — has loaded after the first screen's.
 */
export const Sections = deferHydration('sections', () => import('./SectionList.tsx').then((m) => m.SectionList));
