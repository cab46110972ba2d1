import type { MessageKey } from '../i18n/messages.ts';
import type { Locale } from '../../contracts/locale.ts';
import { brand } from './brand.ts';

/**
 * The variants of the site (spec sections 1 and 2): the general site, the Bitrix24 site, the
 * technical-support ("CTP") site, and the alternative brand (docs/specification.md 1.3: a software-testing
 * company under /testing/). A variant decides the header menu, the start-project button, where the
 * logo leads, which footer shows and whether the search toggle exists. One table, read by the
 * header, the footer, the layouts and the tests.
 */
export const SITE_VARIANTS = ['general', 'bitrix24', 'ctp', 'testing'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

export const FOOTER_VARIANTS = ['general', 'support', 'testing'] as const;
/** The footer of a variant; the general one has a Russian and an English form (spec section 2 "Footer"). */
export type FooterVariant = (typeof FOOTER_VARIANTS)[number];

export interface VariantLook {
  /** Where the logo (the home button) leads, locale-less. */
  logoHref: string;
  /** The start-project button: its caption (an i18n key) and its target. */
  cta: { labelKey: MessageKey; href: string };
  footer: FooterVariant;
  /** Spec section 2: the search toggle appears in Russian only and never on support pages. */
  searchToggle: boolean;
  brandName: Record<Locale, string>;
}

export const variants: Record<SiteVariant, VariantLook> = {
  general: {
    logoHref: '/',
    cta: { labelKey: 'header.cta.general', href: '/feedback/' },
    footer: 'general',
    searchToggle: true,
    brandName: brand.name,
  },
  bitrix24: {
    logoHref: '/bitrix24/',
    cta: { labelKey: 'header.cta.bitrix24', href: '/feedback-bitrix24/' },
    footer: 'general',
    searchToggle: true,
    brandName: brand.name,
  },
  ctp: {
    logoHref: '/ctp/',
    cta: { labelKey: 'header.cta.ctp', href: '/feedback-ctp/' },
    footer: 'support',
    searchToggle: false,
    brandName: brand.name,
  },
  testing: {
    logoHref: '/testing/',
    cta: { labelKey: 'header.cta.testing', href: '/feedback/' },
    footer: 'testing',
    searchToggle: true,
    brandName: brand.altName,
  },
};

/** Whether a page of this variant in this locale shows the search toggle (spec section 2 "Header"). */
export function showsSearchToggle(variant: SiteVariant, locale: Locale): boolean {
  return locale === 'ru' && variants[variant].searchToggle;
}
