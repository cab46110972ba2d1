import type { Section } from '../../../contracts/blocks.ts';

/** The content of one section type, e.g. `SectionOf<'faq'>`: what that type's component receives. */
export type SectionOf<T extends Section['type']> = Extract<Section, { type: T }>;
