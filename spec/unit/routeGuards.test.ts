import { describe, expect, it } from 'vitest';
import { readFixture } from '../../mocks/readFixture.ts';
import { runRouteGuards } from '../../site/routes/routeGuards.ts';
import { normaliseError } from '../../site/rules/normaliseError.ts';

const request = { locale: 'ru', apiBaseUrl: 'http://site.test' } as const;

/** What the error page would show for whatever a guard threw. */
async function outcome(run: Promise<void>) {
  try {
    await run;
    return 'passed';
  } catch (error) {
    // Vike's abort signal (`throw render(…)`), as its error page receives it.
    expect(error).toHaveProperty('_isAbortError', true);
    const abort = (error as { _pageContextAbort: { abortStatusCode: number; abortReason?: unknown } })
      ._pageContextAbort;
    return normaliseError(abort);
  }
}

describe('route guards', () => {
  it('answers a guard name that does not exist with 500 "Unknown middleware {name}" (spec 8.2)', async () => {
    expect(await outcome(runRouteGuards(['knownProject', 'auth'], request, { slug: 'x' }, {}))).toEqual({
      status: 500,
      message: 'Unknown middleware knownProject',
    });
    expect(await outcome(runRouteGuards(['toString'], request, {}))).toEqual({
      status: 500,
      message: 'Unknown middleware toString',
    });
  });

  it('lets a project of the portfolio through and answers a made-up one with 404', async () => {
    const { items } = await readFixture('ru', 'portfolioList');
    expect(await outcome(runRouteGuards(['knownProject'], request, { slug: items[0]?.slug ?? '' }))).toBe('passed');
    expect(await outcome(runRouteGuards(['knownProject'], request, { slug: 'no-such-project' }))).toMatchObject({
      status: 404,
    });
  });

  it('lets an article through only under its own category', async () => {
    const { items } = await readFixture('ru', 'blogList', { category: 'events' });
    const slug = items[0]?.slug ?? '';
    expect(await outcome(runRouteGuards(['articleInCategory'], request, { category: 'events', slug }))).toBe('passed');
    expect(await outcome(runRouteGuards(['articleInCategory'], request, { category: 'other', slug }))).toMatchObject({
      status: 404,
    });
  });
});
