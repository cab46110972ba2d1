import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { SEARCH_DEBOUNCE_MS } from '../../site/rules/searchState.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { movesTheClock } from 'spec-harness/cucumber';
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

/**
 * Opens the header's search block with its "Поиск" button (closed before), and waits until its field has the keyboard
 * focus and its search index has loaded (or failed).
 * @topic Search
 * @looks the header's search block
 * @also fails if the block was already open
 * @example they open the search block
 * @example посетитель открывает блок поиска
 */
async function theyOpenTheSearchBlock(this: SiteWorld) {
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
  await toggle(this).click();
  await expect(blockField(this)).toBeFocused();
  // The live part arrives with the block's first opening; it is ready when the index has loaded or failed.
  await expect(blockStatus(this)).toHaveAttribute('aria-busy', 'false');
}
When('they open the search block', theyOpenTheSearchBlock);
When('посетитель открывает блок поиска', theyOpenTheSearchBlock);

/**
 * Opens this page and then its header's search block, as "they open the search block" does.
 * @topic Search
 * @looks the header's search block
 * @also opens the page and waits for its code to start
 * @example a visitor has opened the search block on "/"
 * @example посетитель открыл блок поиска на "/"
 */
async function aVisitorHasOpenedTheSearchBlockOn(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await theyOpenTheSearchBlock.call(this);
}
Given('a visitor has opened the search block on {string}', aVisitorHasOpenedTheSearchBlockOn);
Given('посетитель открыл блок поиска на {string}', aVisitorHasOpenedTheSearchBlockOn);

/**
 * The visitor types nothing more for as long as the live search waits after the last keystroke (300 ms), so the search
 * runs.
 * @topic Search
 * @looks the page's clock
 * @also moves the page's clock by SEARCH_DEBOUNCE_MS (site/rules/searchState.ts, 300 ms), so the scenario's clock is
 *   paused from its first page on
 * @example they stop typing
 * @example посетитель перестаёт набирать текст
 */
async function theyStopTyping(this: SiteWorld) {
  await movePageClock(this, SEARCH_DEBOUNCE_MS);
}
When(...movesTheClock('they stop typing', theyStopTyping));
When(...movesTheClock('посетитель перестаёт набирать текст', theyStopTyping));

/**
 * Opens this page, opens its header's search block, types this text key by key and stops typing: the block has
 * searched.
 * @topic Search
 * @looks the header's search block
 * @also opens the page; moves the page's clock by SEARCH_DEBOUNCE_MS (300 ms)
 * @example a visitor has typed "мобильн" in the search block on "/" and stopped typing
 * @example посетитель набрал "мобильн" в блоке поиска на "/" и перестал набирать текст
 */
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

/**
 * Closes the header's search block with its "Поиск" button, and makes sure the button says it is closed.
 * @topic Search
 * @looks the header's search block
 * @example they close the search block
 * @example посетитель закрывает блок поиска
 */
async function theyCloseTheSearchBlock(this: SiteWorld) {
  await toggle(this).click();
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
}
When('they close the search block', theyCloseTheSearchBlock);
When('посетитель закрывает блок поиска', theyCloseTheSearchBlock);

/**
 * Types this text into the header's search block, key by key as a visitor does (the field's rules run on every key).
 * The search itself waits until the visitor stops typing.
 * @topic Search
 * @looks the header's search field
 * @example they type "мобильн" in the search block
 * @example посетитель набирает "мобильн" в блоке поиска
 */
async function theyTypeInTheSearchBlock(this: SiteWorld, text: string) {
  // Key by key, as a visitor types: the field's rules run on every keystroke.
  await blockField(this).pressSequentially(text);
  await settle(this.page);
}
When('they type {string} in the search block', theyTypeInTheSearchBlock);
When('посетитель набирает {string} в блоке поиска', theyTypeInTheSearchBlock);

/**
 * Checks that the header's search field holds exactly this text.
 * @topic Search
 * @looks the header's search field
 * @example the search block's field holds "мобильн"
 * @example в поле блока поиска "мобильн"
 */
async function theSearchBlocksFieldHolds(this: SiteWorld, value: string) {
  await expect(blockField(this)).toHaveValue(value);
}
Then("the search block's field holds {string}", theSearchBlocksFieldHolds);
Then('в поле блока поиска {string}', theSearchBlocksFieldHolds);

/**
 * Checks that the header's search block says nothing in its status and lists no page.
 * @topic Search
 * @looks the header's search block: its status and its list "Найденные страницы"
 * @also lets the page finish what it was doing first
 * @example the search block shows no results
 * @example блок поиска не показывает результатов
 */
async function theSearchBlockShowsNoResults(this: SiteWorld) {
  await settle(this.page);
  await expect(blockStatus(this)).toHaveText('');
  await expect(blockResults(this)).toHaveCount(0);
}
Then('the search block shows no results', theSearchBlockShowsNoResults);
Then('блок поиска не показывает результатов', theSearchBlockShowsNoResults);

/**
 * Checks that the header's search block's status reads exactly this ("Найдено 3 страницы").
 * @topic Search
 * @looks the header's search block: its status
 * @example the search block says "Найдено 7 страниц"
 * @example блок поиска сообщает "Найдено 7 страниц"
 */
async function theSearchBlockSays(this: SiteWorld, text: string) {
  await expect(blockStatus(this)).toHaveText(text);
}
Then('the search block says {string}', theSearchBlockSays);
Then('блок поиска сообщает {string}', theSearchBlockSays);

/**
 * Checks that the header's search block lists exactly this many pages.
 * @topic Search
 * @looks the header's search block: its list "Найденные страницы"
 * @example the search block lists 1 pages
 * @example блок поиска показывает страниц: 1
 */
async function theSearchBlockListsPages(this: SiteWorld, count: number) {
  await expect(blockResults(this)).toHaveCount(count);
}
Then('the search block lists {int} pages', theSearchBlockListsPages);
Then('блок поиска показывает страниц: {int}', theSearchBlockListsPages);

/**
 * Checks that the header's search block lists exactly one result linking with exactly this title, and that the result
 * names this section.
 * @topic Search
 * @looks the header's search block: its list of results
 * @example the search block lists "Аутстаффинг разработчиков" from the section "Услуги"
 * @example блок поиска показывает "Аутстаффинг разработчиков" из раздела "Услуги"
 */
async function theSearchBlockListsFromTheSection(this: SiteWorld, title: string, section: string) {
  const result = blockResults(this).filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  await expect(result).toHaveCount(1);
  await expect(result).toContainText(section);
}
Then('the search block lists {string} from the section {string}', theSearchBlockListsFromTheSection);
Then('блок поиска показывает {string} из раздела {string}', theSearchBlockListsFromTheSection);

/**
 * Follows the result of the header's search block whose link reads exactly so.
 * @topic Search
 * @looks the header's search block: its list of results
 * @example they follow the result "Аутстаффинг разработчиков"
 * @example посетитель переходит по результату "Аутстаффинг разработчиков"
 */
async function theyFollowTheResult(this: SiteWorld, title: string) {
  await blockResults(this).getByRole('link', { name: title, exact: true }).click();
}
When('they follow the result {string}', theyFollowTheResult);
When('посетитель переходит по результату {string}', theyFollowTheResult);

/**
 * Checks that the header's search button says the block is closed and that the block is hidden.
 * @topic Search
 * @looks the header's search block
 * @example the search block is closed
 * @example блок поиска закрыт
 */
async function theSearchBlockIsClosed(this: SiteWorld) {
  await expect(toggle(this)).toHaveAttribute('aria-expanded', 'false');
  await expect(banner(this).getByRole('search')).toBeHidden();
}
Then('the search block is closed', theSearchBlockIsClosed);
Then('блок поиска закрыт', theSearchBlockIsClosed);

/**
 * Checks that the message of the header's alert (the search block's) reads exactly this, whole.
 * @topic Search
 * @looks the header: its alert
 * @example the search block alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
 * @example блок поиска предупреждает "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
 */
async function theSearchBlockAlerts(this: SiteWorld, message: string) {
  await expect(
    banner(this).getByRole('alert').getByRole('paragraph'),
    `the search block's alert reads "${message}"`,
  ).toHaveText(message);
}
Then('the search block alerts {string}', theSearchBlockAlerts);
Then('блок поиска предупреждает {string}', theSearchBlockAlerts);

/**
 * Presses the header's button named exactly so ("Повторить" in the search block).
 * @topic Search
 * @looks the header: a button by its name
 * @example they press "Повторить" in the search block
 * @example посетитель нажимает "Повторить" в блоке поиска
 */
async function theyPressInTheSearchBlock(this: SiteWorld, name: string) {
  await banner(this).getByRole('button', { name, exact: true }).click();
}
When('they press {string} in the search block', theyPressInTheSearchBlock);
When('посетитель нажимает {string} в блоке поиска', theyPressInTheSearchBlock);

// --- The reveal (spec section 9: the search toggle's 800 ms) -------------------------------------------

/**
 * Sets the scene: the visitor's system does not ask for reduced motion (animations play).
 * @topic Screen, connection and preferences
 * @looks the browser's reduced-motion setting
 * @example the visitor has no preference for reduced motion
 * @example посетитель не просил уменьшить анимацию
 */
async function theVisitorHasNoPreferenceForReducedMotion(this: SiteWorld) {
  await this.page.emulateMedia({ reducedMotion: 'no-preference' });
}
Given('the visitor has no preference for reduced motion', theVisitorHasNoPreferenceForReducedMotion);
Given('посетитель не просил уменьшить анимацию', theVisitorHasNoPreferenceForReducedMotion);

/**
 * Sets the scene: the visitor's system asks for reduced motion.
 * @topic Screen, connection and preferences
 * @looks the browser's reduced-motion setting
 * @example the visitor prefers reduced motion
 * @example посетитель просил уменьшить анимацию
 */
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

/**
 * Checks that the header's search block appears with an animation lasting exactly this many milliseconds.
 * @topic Search
 * @looks the header's search block: the animation around it
 * @example the search block fades in over 800 ms
 * @example блок поиска проявляется за 800 мс
 */
async function theSearchBlockFadesInOverMs(this: SiteWorld, ms: number) {
  const animation = await reveal(this);
  assert.ok(animation, 'the search block opened without an animation');
  assert.equal(animation.duration, `${ms / 1000}s`);
}
Then('the search block fades in over {int} ms', theSearchBlockFadesInOverMs);
Then('блок поиска проявляется за {int} мс', theSearchBlockFadesInOverMs);

/**
 * Checks that the header's search block appears with no animation at all.
 * @topic Search
 * @looks the header's search block: the animation around it
 * @example the search block appears without animation
 * @example блок поиска появляется без анимации
 */
async function theSearchBlockAppearsWithoutAnimation(this: SiteWorld) {
  assert.equal(await reveal(this), undefined);
}
Then('the search block appears without animation', theSearchBlockAppearsWithoutAnimation);
Then('блок поиска появляется без анимации', theSearchBlockAppearsWithoutAnimation);

// --- The index (spec section 7) -----------------------------------------------------------------------
// Which files the block asks for, in what order and how often is proved below the page
// (spec/unit/searchIndex.test.ts, spec/e2e/searchIndex.spec.ts); a visitor sees the order in the list.

/**
 * Checks the order of the sections in the header's search block's results: the sections the listed pages name, each
 * run of the same section counted once, are exactly the table's, in order (one section a row).
 * @topic Search
 * @looks the header's search block: its list of results
 * @also waits until at least one result is listed
 * @example the search block lists its pages section by section, in this order:
 *   | Услуги    |
 *   | Решения   |
 *   | Портфолио |
 *   | Блог      |
 * @example блок поиска показывает страницы по разделам, в таком порядке:
 *   | Услуги    |
 *   | Решения   |
 *   | Портфолио |
 *   | Блог      |
 */
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

// The browser's requests for the index fail at the network. page.route cannot see requests a service
// worker answers: against the development server (whose MSW worker answers /api in the page) these
// scenarios need the browser context's service workers blocked; the built server has none.
/**
 * Sets the scene: from now on, every request of the page for the search index fails at the network.
 * @topic Search
 * @looks the browser's requests for the search index (`/api/…/search.json`)
 * @example the search index cannot be loaded
 * @example поисковый индекс не загружается
 */
async function theSearchIndexCannotBeLoaded(this: SiteWorld) {
  await this.page.route(isIndexUrl, (route) => route.abort());
}
Given('the search index cannot be loaded', theSearchIndexCannotBeLoaded);
Given('поисковый индекс не загружается', theSearchIndexCannotBeLoaded);

/**
 * From now on the page's requests for the search index go through again (the network is back).
 * @topic Search
 * @looks the browser's requests for the search index
 * @example the search index can be loaded again
 * @example поисковый индекс снова загружается
 */
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

/**
 * On the search page, selects the text of its search field and types this instead, key by key; waits until the page's
 * search index has loaded.
 * @topic Search
 * @looks the search page's own field (in the page's main content)
 * @also marks the page, so that "the page has not been reloaded" can tell whether it was loaded again
 * @example they replace the search field's text with "мобильн"
 * @example посетитель заменяет текст в поле поиска на "мобильн"
 */
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

/**
 * Checks that the message of the search page's alert reads exactly this, whole.
 * @topic Search
 * @looks the page's main content: its alert
 * @example the search page alerts "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
 * @example страница поиска предупреждает "Не удалось загрузить поиск. Проверьте подключение к интернету и попробуйте ещё раз."
 */
async function theSearchPageAlerts(this: SiteWorld, message: string) {
  const alert = this.page.getByRole('main').getByRole('alert');
  await expect(alert.getByRole('paragraph'), `the search page's alert reads "${message}"`).toHaveText(message);
}
Then('the search page alerts {string}', theSearchPageAlerts);
Then('страница поиска предупреждает {string}', theSearchPageAlerts);

/**
 * Presses Enter in the search page's field.
 * @topic Search
 * @looks the search page's own field
 * @example they submit the search
 * @example посетитель отправляет поиск
 */
async function theySubmitTheSearch(this: SiteWorld) {
  await pageField(this).press('Enter');
}
When('they submit the search', theySubmitTheSearch);
When('посетитель отправляет поиск', theySubmitTheSearch);

/**
 * Checks that the page is still the one the visitor typed into (it was not loaded again since "they replace the search
 * field's text with …").
 * @topic Search
 * @looks the page's mark set by "they replace the search field's text with …"
 * @example the page has not been reloaded
 * @example страница не перезагружалась
 */
async function thePageHasNotBeenReloaded(this: SiteWorld) {
  assert.equal(await this.page.evaluate(`window.${SAME_DOCUMENT} === true`), true, 'the page was loaded again');
}
Then('the page has not been reloaded', thePageHasNotBeenReloaded);
Then('страница не перезагружалась', thePageHasNotBeenReloaded);
