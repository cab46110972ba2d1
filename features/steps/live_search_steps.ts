import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../site/rules/searchState.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { movesTheClock } from '../support/stepNeeds.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * The live search: the header's search block (Russian pages) and the search page after hydration.
 * The block is found as a visitor meets it: the toggle "Поиск" in the banner, the search landmark it
 * opens, the status that counts the pages found and the list "Найденные страницы".
 * The 300 ms the search waits after the last keystroke are written out only in the scenarios about
 * that delay; elsewhere the visitor "stops typing", which moves the page's clock by the site's own
 * delay (SEARCH_DEBOUNCE_MS).
 */

/** A search index file: /api/{section}/search.json or /api/en/{section}/search.json (spec section 7). */
const INDEX_PATH = /^\/api\/(?:en\/)?[^/]+\/search\.json$/;
const isIndexUrl = (url: URL) => INDEX_PATH.test(url.pathname);

/** The index files the scenario's pages asked for, in order (the Before hook records every request). */
const requestedIndexes = (world: SiteWorld) =>
  world.requested
    .map((address) => new URL(address))
    .filter(isIndexUrl)
    .map((url) => url.pathname);

const banner = (world: SiteWorld) => world.page.getByRole('banner');
const toggle = (world: SiteWorld) => banner(world).getByRole('button', { name: 'Поиск', exact: true });
const blockField = (world: SiteWorld) => banner(world).getByRole('search').getByRole('searchbox');
const blockStatus = (world: SiteWorld) => banner(world).getByRole('status');
const blockResults = (world: SiteWorld) =>
  banner(world).getByRole('list', { name: 'Найденные страницы', exact: true }).getByRole('listitem');

// --- The header's search block ------------------------------------------------------------------------

async function theyOpenTheSearchBlock(this: SiteWorld) {
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
  await toggle(this).click();
  await expect(blockField(this)).toBeFocused();
  // The live part arrives with the block's first opening; it is ready when the index has loaded or failed.
  await expect(blockStatus(this)).toHaveAttribute('aria-busy', 'false');
}
When('they open the search block', theyOpenTheSearchBlock);
When('посетитель открывает блок поиска', theyOpenTheSearchBlock);

async function aVisitorHasOpenedTheSearchBlockOn(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await theyOpenTheSearchBlock.call(this);
}
Given('a visitor has opened the search block on {string}', aVisitorHasOpenedTheSearchBlockOn);
Given('посетитель открыл блок поиска на {string}', aVisitorHasOpenedTheSearchBlockOn);

/** The visitor types nothing more for as long as the search waits: the page's clock moves SEARCH_DEBOUNCE_MS. */
async function theyStopTyping(this: SiteWorld) {
  await movePageClock(this, SEARCH_DEBOUNCE_MS);
}
When(...movesTheClock('they stop typing', theyStopTyping));
When(...movesTheClock('посетитель перестаёт набирать текст', theyStopTyping));

async function aVisitorHasTypedInTheSearchBlockOnAndStoppedTyping(this: SiteWorld, text: string, path: string) {
  await aVisitorHasOpenedTheSearchBlockOn.call(this, path);
  await theyTypeInTheSearchBlock.call(this, text);
  await theyStopTyping.call(this);
}
Given(
  ...movesTheClock(
    'a visitor has typed {string} in the search block on {string} and stopped typing',
    aVisitorHasTypedInTheSearchBlockOnAndStoppedTyping,
  ),
);
Given(
  ...movesTheClock(
    'посетитель набрал {string} в блоке поиска на {string} и перестал набирать текст',
    aVisitorHasTypedInTheSearchBlockOnAndStoppedTyping,
  ),
);

async function theyCloseTheSearchBlock(this: SiteWorld) {
  await toggle(this).click();
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
}
When('they close the search block', theyCloseTheSearchBlock);
When('посетитель закрывает блок поиска', theyCloseTheSearchBlock);

async function theyTypeInTheSearchBlock(this: SiteWorld, text: string) {
  // Key by key, as a visitor types: the field's rules run on every keystroke.
  await blockField(this).pressSequentially(text);
  await settle(this.page);
}
When('they type {string} in the search block', theyTypeInTheSearchBlock);
When('посетитель набирает {string} в блоке поиска', theyTypeInTheSearchBlock);

async function theSearchBlocksFieldHolds(this: SiteWorld, value: string) {
  await expect(blockField(this)).toHaveValue(value);
}
Then("the search block's field holds {string}", theSearchBlocksFieldHolds);
Then('в поле блока поиска {string}', theSearchBlocksFieldHolds);

async function theSearchBlockShowsNoResults(this: SiteWorld) {
  await settle(this.page);
  await expect(blockStatus(this)).toHaveText('');
  await expect(blockResults(this)).toHaveCount(0);
}
Then('the search block shows no results', theSearchBlockShowsNoResults);
Then('блок поиска не показывает результатов', theSearchBlockShowsNoResults);

async function theSearchBlockSays(this: SiteWorld, text: string) {
  await expect(blockStatus(this)).toHaveText(text);
}
Then('the search block says {string}', theSearchBlockSays);
Then('блок поиска сообщает {string}', theSearchBlockSays);

async function theSearchBlockListsPages(this: SiteWorld, count: number) {
  await expect(blockResults(this)).toHaveCount(count);
}
Then('the search block lists {int} pages', theSearchBlockListsPages);
Then('блок поиска показывает страниц: {int}', theSearchBlockListsPages);

async function theSearchBlockListsFromTheSection(this: SiteWorld, title: string, section: string) {
  const result = blockResults(this).filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(section);
}
Then('the search block lists {string} from the section {string}', theSearchBlockListsFromTheSection);
Then('блок поиска показывает {string} из раздела {string}', theSearchBlockListsFromTheSection);

async function theyFollowTheResult(this: SiteWorld, title: string) {
  await blockResults(this).getByRole('link', { name: title, exact: true }).click();
}
When('they follow the result {string}', theyFollowTheResult);
When('посетитель переходит по результату {string}', theyFollowTheResult);

async function theSearchBlockIsClosed(this: SiteWorld) {
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(banner(this).getByRole('search')).toBeHidden();
}
Then('the search block is closed', theSearchBlockIsClosed);
Then('блок поиска закрыт', theSearchBlockIsClosed);

async function theSearchBlockAlerts(this: SiteWorld, message: string) {
  await expect(banner(this).getByRole('alert')).toContainText(message);
}
Then('the search block alerts {string}', theSearchBlockAlerts);
Then('блок поиска предупреждает {string}', theSearchBlockAlerts);

async function theyPressInTheSearchBlock(this: SiteWorld, name: string) {
  await banner(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the search block', theyPressInTheSearchBlock);
When('посетитель нажимает {string} в блоке поиска', theyPressInTheSearchBlock);

// --- The reveal (spec section 9: the search toggle's 800 ms) -------------------------------------------

async function theVisitorHasNoPreferenceForReducedMotion(this: SiteWorld) {
  await this.page.emulateMedia({ reducedMotion: 'no-preference' });
}
Given('the visitor has no preference for reduced motion', theVisitorHasNoPreferenceForReducedMotion);
Given('посетитель не просил уменьшить анимацию', theVisitorHasNoPreferenceForReducedMotion);

async function theVisitorPrefersReducedMotion(this: SiteWorld) {
  await this.page.emulateMedia({ reducedMotion: 'reduce' });
}
Given('the visitor prefers reduced motion', theVisitorPrefersReducedMotion);
Given('посетитель просил уменьшить анимацию', theVisitorPrefersReducedMotion);

/** The animation that reveals the block: the nearest animated element around its search form. */
const reveal = (world: SiteWorld) =>
  banner(world)
    .getByRole('search')
    .evaluate((form) => {
      for (let element: Element | null = form; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.animationName !== 'none') return { name: style.animationName, duration: style.animationDuration };
      }
      return undefined;
    });

async function theSearchBlockFadesInOverMs(this: SiteWorld, ms: number) {
  const animation = await reveal(this);
  assert.ok(animation, 'the search block opened without an animation');
  assert.equal(animation.duration, `${ms / 1000}s`);
}
Then('the search block fades in over {int} ms', theSearchBlockFadesInOverMs);
Then('блок поиска проявляется за {int} мс', theSearchBlockFadesInOverMs);

async function theSearchBlockAppearsWithoutAnimation(this: SiteWorld) {
  assert.equal(await reveal(this), undefined);
}
Then('the search block appears without animation', theSearchBlockAppearsWithoutAnimation);
Then('блок поиска появляется без анимации', theSearchBlockAppearsWithoutAnimation);

// --- The index (spec section 7) -----------------------------------------------------------------------
// Which files the block asks for, in what order and how often is proved below the page
// (spec/unit/searchIndex.test.ts, spec/e2e/searchIndex.spec.ts); a visitor sees the order in the list.

/** The section each listed page names, runs of the same section counted once, against the table's. */
async function theSearchBlockListsItsPagesSectionBySection(this: SiteWorld, table: DataTable) {
  await expect(blockResults(this).first()).toBeVisible();
  const sections = await blockResults(this).evaluateAll((items) =>
    items.map((item) => {
      const title = item.querySelector('a')?.textContent ?? '';
      return item.textContent.replace(title, '').trim();
    }),
  );
  const runs = sections.filter((section, index) => section !== sections[index - 1]);
  assert.deepEqual(runs, table.raw().flat(), `the block lists its pages from the sections ${sections.join(', ')}`);
}
Then(
  'the search block lists its pages section by section, in this order:',
  theSearchBlockListsItsPagesSectionBySection,
);
Then('блок поиска показывает страницы по разделам, в таком порядке:', theSearchBlockListsItsPagesSectionBySection);

/**
 * The browser's requests for the index fail at the network. page.route cannot see requests a service
 * worker answers: against the development server (whose MSW worker answers /api in the page) these
 * scenarios need the browser context's service workers blocked; the built server has none.
 */
async function theSearchIndexCannotBeLoaded(this: SiteWorld) {
  await this.page.route(isIndexUrl, (route) => route.abort());
}
Given('the search index cannot be loaded', theSearchIndexCannotBeLoaded);
Given('поисковый индекс не загружается', theSearchIndexCannotBeLoaded);

async function theSearchIndexCanBeLoadedAgain(this: SiteWorld) {
  await this.page.unroute(isIndexUrl);
}
When('the search index can be loaded again', theSearchIndexCanBeLoadedAgain);
When('поисковый индекс снова загружается', theSearchIndexCanBeLoadedAgain);

// --- The search page, after hydration -----------------------------------------------------------------

const pageField = (world: SiteWorld) => world.page.getByRole('main').getByRole('search').getByRole('searchbox');
const pageStatus = (world: SiteWorld) => world.page.getByRole('main').getByRole('status');

/** Set in the page before the visitor types; a page load would lose it. */
const SAME_DOCUMENT = '__sameDocumentSinceTyping';

async function theyReplaceTheSearchFieldsTextWith(this: SiteWorld, text: string) {
  await this.page.evaluate(`window.${SAME_DOCUMENT} = true`);
  const field = pageField(this);
  await field.selectText();
  await field.pressSequentially(text);
  // The field's first focus loads the index: wait for it, so that "no results yet" means "not yet".
  await expect.poll(() => requestedIndexes(this).length).toBeGreaterThanOrEqual(4);
  await expect(pageStatus(this)).toHaveAttribute('aria-busy', 'false');
  await settle(this.page);
}
When("they replace the search field's text with {string}", theyReplaceTheSearchFieldsTextWith);
When('посетитель заменяет текст в поле поиска на {string}', theyReplaceTheSearchFieldsTextWith);

async function theSearchPageAlerts(this: SiteWorld, message: string) {
  await expect(this.page.getByRole('main').getByRole('alert')).toContainText(message);
}
Then('the search page alerts {string}', theSearchPageAlerts);
Then('страница поиска предупреждает {string}', theSearchPageAlerts);

async function theySubmitTheSearch(this: SiteWorld) {
  await pageField(this).press('Enter');
}
When('they submit the search', theySubmitTheSearch);
When('посетитель отправляет поиск', theySubmitTheSearch);

async function thePageHasNotBeenReloaded(this: SiteWorld) {
  assert.equal(await this.page.evaluate(`window.${SAME_DOCUMENT} === true`), true, 'the page was loaded again');
}
Then('the page has not been reloaded', thePageHasNotBeenReloaded);
Then('страница не перезагружалась', thePageHasNotBeenReloaded);
