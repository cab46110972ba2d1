import type { LandingPage } from '../../contracts/landing.ts';
import type { Bitrix24Slug } from '../../contracts/bitrix24.ts';
import type { CtpSlug } from '../../contracts/ctp.ts';
import type { IndustrySlug } from '../../contracts/industries.ts';
import type { ServiceSlug } from '../../contracts/services.ts';
import type { SolutionSlug } from '../../contracts/solutions.ts';
import type { TestingSlug } from '../../contracts/testing.ts';
import type { FamilyId } from '../routes/routeTable.ts';
import { fetchContent, type ContentRequest } from './fetchContent.ts';

/**
 * The content of a landing-page family (services, solutions, industries, Bitrix24, support, the
 * testing brand, company, migration). Route matching has already checked the parameters against
 * the contract's slug lists, so the casts below only restate what routing proved.
 */
export function landingContent(
  request: ContentRequest,
  family: FamilyId,
  params: Record<string, string>,
): Promise<LandingPage> {
  const slug = params.slug ?? '';
  switch (family) {
    case 'service':
      return fetchContent(request, 'service', { slug: slug as ServiceSlug });
    case 'mobilePlatform':
      return fetchContent(request, 'mobilePlatform', { platform: params.platform as 'android' | 'ios' });
    case 'solution':
      return fetchContent(request, 'solution', { slug: slug as SolutionSlug });
    case 'industry':
      return fetchContent(request, 'industry', { slug: slug as IndustrySlug });
    case 'bitrix24Home':
      return fetchContent(request, 'bitrix24Home');
    case 'bitrix24Page':
      return fetchContent(request, 'bitrix24Page', { slug: slug as Bitrix24Slug });
    case 'ctpHome':
      return fetchContent(request, 'ctpHome');
    case 'ctpPage':
      return fetchContent(request, 'ctpPage', { slug: slug as CtpSlug });
    case 'testingHome':
      return fetchContent(request, 'testingHome');
    case 'testingPage':
      return fetchContent(request, 'testingPage', { slug: slug as TestingSlug });
    case 'company':
      return fetchContent(request, 'company');
    case 'migration':
      return fetchContent(request, 'migration');
    default:
      throw new Error(`The route family "${family}" is not a landing page: check its template in routeTable.ts.`);
  }
}
