import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Request, Route } from 'playwright';
import { SCROLL_RESTORE_DELAY_MS } from '../../site/rules/navigation.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { expectFailingFetches, movesTheClock, needs } from 'spec-harness/cucumber';
import type { SiteWorld } from '../support/world.ts';

/**
 * Client-side navigation (features/loading-bar.feature, features/navigation.feature). A page change
 * asks the server for the next page's data (`…/index.pageContext.json`); these steps can hold that
 * request back and let it arrive — or fail — at a chosen moment of the stopped page clock.
 */
interface NavigationState {
  /** Whether page data requests are held back until a step lets them through. */
  holding: boolean;
  /** Held requests, oldest first. */
  held: Route[];
  /** Scripts requested since the visitor pointed at a link; `undefined` until then. */
  scripts?: string[];
  /** Whether the last chunk-load failure made the page reload. */
  reloaded?: boolean;
}

const states = new WeakMap<SiteWorld, NavigationState>();

function stateOf(world: SiteWorld): NavigationState {
  let state = states.get(world);
  if (!state) {
    state = { holding: false, held: [] };
    states.set(world, state);
  }
  return state;
}

const loadingBar = (world: SiteWorld, name: string | RegExp = /^(Загрузка страницы|Page loading)$/) =>
  world.page.getByRole('progressbar', { name, exact: true });
// \s: the Russian words are typeset, a space of theirs may be a no-break one.
const FAILED = /^(Не\sудалось\sзагрузить\sстраницу|The page failed to load)$/;
const headerLink = (world: SiteWorld, name: string) =>
  world.page.getByRole('banner').getByRole('link', { name, exact: true });

/** Waits until a page change has asked for the next page, when requests are held: it has begun. */
async function nextPageRequested(world: SiteWorld) {
  const state = stateOf(world);
  if (!state.holding) return;
  await expect.poll(() => state.held.length, { message: 'the page change asks for the next page' }).toBeGreaterThan(0);
}

/** Waits until the page has taken the next page (or its failure) in: it no longer waits for it. */
async function nextPageTakenIn(world: SiteWorld) {
  await world.page.locator('html:not([data-page-transition="leaving"])').waitFor({ state: 'attached' });
  await settle(world.page);
}

function oldestHeld(world: SiteWorld): Route {
  const route = stateOf(world).held.shift();
  assert.ok(route, 'no page change is waiting for its page: follow a link first');
  return route;
}

// --- Page changes ------------------------------------------------------------------------------------

/**
 * Sets the scene: from now on, when the visitor changes page within the site, the data of the next page is held back
 * on the network until "the next page arrives" or "the next page fails to arrive" lets it through.
 * @topic Loading bar
 * @looks the browser's requests for page data (`…/index.pageContext.json`)
 * @example the network holds back the next page
 * @example сеть придерживает следующую страницу
 */
async function theNetworkHoldsBackTheNextPage(this: SiteWorld) {
  const state = stateOf(this);
  if (state.holding) return;
  state.holding = true;
  await this.page.route('**/*.pageContext.json', (route) => {
    state.held.push(route);
  });
}
Given('the network holds back the next page', theNetworkHoldsBackTheNextPage);
Given('сеть придерживает следующую страницу', theNetworkHoldsBackTheNextPage);

/**
 * Follows the header's link named exactly so. When the network holds back the next page, the step ends once the page
 * change has asked for it (the change has begun, nothing has arrived).
 * @topic Navigation and scrolling
 * @looks the header: a link by its name
 * @example they follow the link "Контакты" in the header
 * @example посетитель переходит по ссылке "Контакты" в шапке
 */
async function theyFollowTheLinkInTheHeader(this: SiteWorld, name: string) {
  await headerLink(this, name).click();
  await nextPageRequested(this);
}
When('they follow the link {string} in the header', theyFollowTheLinkInTheHeader);
When('посетитель переходит по ссылке {string} в шапке', theyFollowTheLinkInTheHeader);

/**
 * Follows the header's link named exactly so and waits until the page change is over: the address is the link's and
 * the new page is in place.
 * @topic Navigation and scrolling
 * @looks the header: a link by its name; the address
 * @also fails if the address does not become the link's
 * @example they have followed the link "Контакты" in the header
 * @example посетитель перешёл по ссылке "Контакты" в шапке
 */
async function theyHaveFollowedTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
  await link.click();
  await expect(this.page, `following the link "${name}" in the header leads to ${href}`).toHaveURL(href);
  await settle(this.page);
}
Given('they have followed the link {string} in the header', theyHaveFollowedTheLinkInTheHeader);
Given('посетитель перешёл по ссылке {string} в шапке', theyHaveFollowedTheLinkInTheHeader);

/**
 * Goes back one page, as the browser's Back button does. When the network holds back the next page, the step ends once
 * the page change has asked for it.
 * @topic Navigation and scrolling
 * @looks the browser's history
 * @example they go back in the browser
 * @example посетитель возвращается назад в браузере
 */
async function theyGoBackInTheBrowser(this: SiteWorld) {
  await this.page.goBack({ waitUntil: 'commit' });
  await nextPageRequested(this);
}
When('they go back in the browser', theyGoBackInTheBrowser);
When('посетитель возвращается назад в браузере', theyGoBackInTheBrowser);

/**
 * Goes forward one page, as the browser's Forward button does. When the network holds back the next page, the step
 * ends once the page change has asked for it.
 * @topic Navigation and scrolling
 * @looks the browser's history
 * @example they go forward in the browser
 * @example посетитель переходит вперёд в браузере
 */
async function theyGoForwardInTheBrowser(this: SiteWorld) {
  await this.page.goForward({ waitUntil: 'commit' });
  await nextPageRequested(this);
}
When('they go forward in the browser', theyGoForwardInTheBrowser);
When('посетитель переходит вперёд в браузере', theyGoForwardInTheBrowser);

/**
 * Lets the oldest held-back page data through, and waits until the page has taken it in.
 * @topic Loading bar
 * @looks the page data held back by "the network holds back the next page"
 * @also fails if no page change is waiting for its page
 * @example the next page arrives
 * @example следующая страница приходит
 */
async function theNextPageArrives(this: SiteWorld) {
  const route = oldestHeld(this);
  await route.fulfill({ response: await route.fetch() });
  await nextPageTakenIn(this);
}
When('the next page arrives', theNextPageArrives);
When('следующая страница приходит', theNextPageArrives);

/**
 * Makes the oldest held-back page data fail at the network, and waits until the page has taken the failure in.
 * @topic Loading bar
 * @looks the page data held back by "the network holds back the next page"
 * @also tells the run that the failed request the browser reports is expected, not an error of the site
 * @example the next page fails to arrive
 * @example следующая страница не приходит
 */
async function theNextPageFailsToArrive(this: SiteWorld) {
  expectFailingFetches(this);
  await oldestHeld(this).abort('failed');
  await nextPageTakenIn(this);
}
When('the next page fails to arrive', theNextPageFailsToArrive);
When('следующая страница не приходит', theNextPageFailsToArrive);

// A page change is over once the view is in place, SCROLL_RESTORE_DELAY_MS after it began (or as soon
// as the page arrives, if later): the page's clock moves by that delay. The 300 ms are written out only
// in the scenarios about them (features/navigation.feature).
/**
 * The visitor waits until a page change is over: its view is in place (300 ms after it began, or as soon as the page
 * arrives, if later).
 * @topic Navigation and scrolling
 * @looks the page's clock
 * @also moves the page's clock by SCROLL_RESTORE_DELAY_MS (site/rules/navigation.ts, 300 ms), so the scenario's clock
 *   is paused from its first page on
 * @example they wait for the page change to finish
 * @example посетитель дожидается конца перехода на страницу
 */
async function theyWaitForThePageChangeToFinish(this: SiteWorld) {
  await movePageClock(this, SCROLL_RESTORE_DELAY_MS);
}
When(...movesTheClock('they wait for the page change to finish', theyWaitForThePageChangeToFinish));
When(...movesTheClock('посетитель дожидается конца перехода на страницу', theyWaitForThePageChangeToFinish));

// --- The loading bar ---------------------------------------------------------------------------------

/**
 * Checks that the loading bar ("Загрузка страницы" / "Page loading") is visible.
 * @topic Loading bar
 * @looks the loading bar (a progress bar by its name)
 * @example the loading bar shows
 * @example полоса загрузки показана
 */
async function theLoadingBarShows(this: SiteWorld) {
  await expect(loadingBar(this)).toBeVisible();
}
Then('the loading bar shows', theLoadingBarShows);
Then('полоса загрузки показана', theLoadingBarShows);

/**
 * Checks that a loading bar with exactly this name is visible (to check the name it gives in either language).
 * @topic Loading bar
 * @looks the progress bar by its name
 * @example the loading bar "Page loading" shows
 * @example полоса загрузки "Page loading" показана
 */
async function theLoadingBarNamedShows(this: SiteWorld, name: string) {
  await expect(loadingBar(this, name)).toBeVisible();
}
Then('the loading bar {string} shows', theLoadingBarNamedShows);
Then('полоса загрузки {string} показана', theLoadingBarNamedShows);

/**
 * Checks that there is no loading bar on the page.
 * @topic Loading bar
 * @looks the loading bar
 * @also lets the page finish what it was doing first
 * @example the loading bar does not show
 * @example полосы загрузки нет
 */
async function theLoadingBarDoesNotShow(this: SiteWorld) {
  await settle(this.page);
  await expect(loadingBar(this)).toHaveCount(0);
}
Then('the loading bar does not show', theLoadingBarDoesNotShow);
Then('полосы загрузки нет', theLoadingBarDoesNotShow);

/**
 * Checks that the loading bar says it is at exactly this percentage, and does not say that the page failed.
 * @topic Loading bar
 * @looks the loading bar's value
 * @example the loading bar is at 100 %
 * @example полоса загрузки на 100 %
 */
async function theLoadingBarIsAt(this: SiteWorld, percent: number) {
  await expect(loadingBar(this)).toHaveAttribute('aria-valuenow', String(percent));
  await expect(loadingBar(this)).not.toHaveAttribute('aria-valuetext', FAILED);
}
Then('the loading bar is at {int} %', theLoadingBarIsAt);
Then('полоса загрузки на {int} %', theLoadingBarIsAt);

/**
 * Checks that the loading bar is a line at most 4 px high at the very top of the window, as wide as the window, filled
 * with red.
 * @topic Loading bar
 * @looks the loading bar's place, size and colour
 * @example the loading bar is a red line across the top of the window
 * @example полоса загрузки — красная линия вдоль верхнего края окна
 */
async function theLoadingBarIsARedLineAcrossTheTop(this: SiteWorld) {
  const box = await loadingBar(this).boundingBox();
  const width = this.page.viewportSize()?.width;
  assert.ok(box && box.y === 0 && box.height <= 4 && box.width === width, `the bar is at ${JSON.stringify(box)}`);
  // The colour of what fills the bar (its only child).
  const colour = await loadingBar(this).evaluate((bar) =>
    getComputedStyle(bar.firstElementChild ?? bar)
      .backgroundColor.match(/\d+/g)
      ?.map(Number),
  );
  const [red = 0, green = 255, blue = 255] = colour ?? [];
  assert.ok(red >= 150 && green <= 80 && blue <= 80, `the bar is rgb(${String(colour)}), not red`);
}
Then('the loading bar is a red line across the top of the window', theLoadingBarIsARedLineAcrossTheTop);
Then('полоса загрузки — красная линия вдоль верхнего края окна', theLoadingBarIsARedLineAcrossTheTop);

async function theLoadingBarSays(this: SiteWorld, text: string | RegExp) {
  await expect(loadingBar(this)).toHaveAttribute('aria-valuetext', text);
  await expect(this.page.getByRole('status').filter({ hasText: text })).toHaveCount(1);
}

/**
 * Checks that the loading bar says "Не удалось загрузить страницу" / "The page failed to load", and that exactly one
 * status message of the page says so too.
 * @topic Loading bar
 * @looks the loading bar's text and the page's status messages
 * @example the loading bar says that the page failed to load
 * @example полоса загрузки сообщает, что страница не загрузилась
 */
async function theLoadingBarSaysThatThePageFailedToLoad(this: SiteWorld) {
  await theLoadingBarSays.call(this, FAILED);
}
Then('the loading bar says that the page failed to load', theLoadingBarSaysThatThePageFailedToLoad);
Then('полоса загрузки сообщает, что страница не загрузилась', theLoadingBarSaysThatThePageFailedToLoad);

/**
 * Checks that the loading bar's text is exactly this, and that exactly one status message of the page contains it.
 * @topic Loading bar
 * @looks the loading bar's text and the page's status messages
 * @example the loading bar says "Не удалось загрузить страницу"
 * @example полоса загрузки сообщает "Не удалось загрузить страницу"
 */
async function theLoadingBarSaysText(this: SiteWorld, text: string) {
  await theLoadingBarSays.call(this, text);
}
Then('the loading bar says {string}', theLoadingBarSaysText);
Then('полоса загрузки сообщает {string}', theLoadingBarSaysText);

// --- Scrolling ---------------------------------------------------------------------------------------

/**
 * Checks that the page is scrolled exactly this many pixels from its top (waiting until it is).
 * @topic Navigation and scrolling
 * @looks the window's scroll position
 * @also lets the page finish what it was doing first
 * @example the page is scrolled to 1200 px
 * @example страница прокручена до 1200 px
 */
async function thePageIsScrolledTo(this: SiteWorld, top: number) {
  await settle(this.page);
  await expect.poll(() => this.page.evaluate(() => Math.round(window.scrollY))).toBe(top);
}
Then('the page is scrolled to {int} px', thePageIsScrolledTo);
Then('страница прокручена до {int} px', thePageIsScrolledTo);

/**
 * Checks that the section with this heading (named exactly so) starts exactly this many pixels below the top of the
 * window (waiting until it does): the header does not cover it.
 * @topic Navigation and scrolling
 * @looks the heading's section and the window
 * @example the section "5. Персональные данные" starts 120 px below the top of the window
 * @example раздел "5. Персональные данные" начинается на 120 px ниже верхнего края окна
 */
async function theSectionStartsBelowTheTopOfTheWindow(this: SiteWorld, name: string, offset: number) {
  const heading = this.page.getByRole('heading', { name, exact: true });
  const sectionTop = () =>
    heading.evaluate((element) => Math.round((element.closest('section') ?? element).getBoundingClientRect().top));
  await expect.poll(sectionTop).toBe(offset);
}
Then('the section {string} starts {int} px below the top of the window', theSectionStartsBelowTheTopOfTheWindow);
Then('раздел {string} начинается на {int} px ниже верхнего края окна', theSectionStartsBelowTheTopOfTheWindow);

// --- Chunk-load failures -----------------------------------------------------------------------------

/**
 * A piece of the page's code fails to load, as after a deployment replaced it. If the page reloads itself, the step
 * waits until the reloaded page is ready.
 * @topic Page code and prefetching
 * @looks the page's code
 * @also remembers whether the page reloaded, for "the page reloads" and "the page does not reload"
 * @example a piece of the page's code fails to load
 * @example часть кода страницы не загружается
 */
async function aPieceOfThePagesCodeFailsToLoad(this: SiteWorld) {
  // Vite's event for a chunk that failed to load. A reload shows as the document's `beforeunload`, which
  // fires while the site's handler runs, before the event returns: "does not reload" needs no waiting.
  const loaded = this.page.waitForEvent('load');
  let reloading: boolean;
  try {
    // Source text, not a function: tsx would wrap named inner functions in a helper the page lacks.
    reloading = await this.page.evaluate<boolean>(`(() => {
      let unloading = false;
      window.addEventListener('beforeunload', () => { unloading = true; }, { once: true });
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      return unloading;
    })()`);
  } catch (error) {
    // The reload may replace the document before the answer comes back.
    if (!/Execution context was destroyed|navigation/i.test(String(error))) throw error;
    reloading = true;
  }
  stateOf(this).reloaded = reloading;
  if (!reloading) {
    loaded.catch(() => undefined);
    return;
  }
  await loaded;
  this.expectHydration();
  await this.hydrated();
}
When("a piece of the page's code fails to load", aPieceOfThePagesCodeFailsToLoad);
When('часть кода страницы не загружается', aPieceOfThePagesCodeFailsToLoad);

/**
 * Opens this page, makes a piece of its code fail to load and makes sure the page reloaded itself once: the scene for
 * what happens on a second failure.
 * @topic Page code and prefetching
 * @looks the page's code
 * @also opens the page; fails if it does not reload
 * @example a visitor's page "/contacts/" has reloaded after a piece of its code failed to load
 * @example страница "/contacts/" у посетителя перезагрузилась после того, как часть её кода не загрузилась
 */
async function thePageHasReloadedAfterAPieceOfItsCodeFailedToLoad(this: SiteWorld, path: string) {
  await this.open(path);
  await this.hydrated();
  await aPieceOfThePagesCodeFailsToLoad.call(this);
  assert.equal(stateOf(this).reloaded, true, `${path} did not reload after a piece of its code failed to load`);
}
Given(
  "a visitor's page {string} has reloaded after a piece of its code failed to load",
  thePageHasReloadedAfterAPieceOfItsCodeFailedToLoad,
);
Given(
  'страница {string} у посетителя перезагрузилась после того, как часть её кода не загрузилась',
  thePageHasReloadedAfterAPieceOfItsCodeFailedToLoad,
);

/**
 * Checks that the page reloaded itself after the last "a piece of the page's code fails to load".
 * @topic Page code and prefetching
 * @looks what "a piece of the page's code fails to load" noted
 * @example the page reloads
 * @example страница перезагружается
 */
function thePageReloads(this: SiteWorld) {
  assert.equal(stateOf(this).reloaded, true, 'the page did not reload');
}
Then('the page reloads', thePageReloads);
Then('страница перезагружается', thePageReloads);

/**
 * Checks that the page did not reload itself after the last "a piece of the page's code fails to load".
 * @topic Page code and prefetching
 * @looks what "a piece of the page's code fails to load" noted
 * @example the page does not reload
 * @example страница не перезагружается
 */
function thePageDoesNotReload(this: SiteWorld) {
  assert.equal(stateOf(this).reloaded, false, 'the page reloaded');
}
Then('the page does not reload', thePageDoesNotReload);
Then('страница не перезагружается', thePageDoesNotReload);

// --- Prefetching ---------------------------------------------------------------------------------------

const DATA_SAVER: Record<string, boolean> = { on: true, off: false, вкл: true, выкл: false };

/**
 * Sets the scene, before the page opens: the visitor's browser reports this kind of connection ("4g", "2g", "slow-2g")
 * and its data saver on or off ("on"/"off", in Russian "вкл"/"выкл").
 * @topic Screen, connection and preferences
 * @looks the connection the browser reports to the page's code
 * @also applies to pages opened after it only
 * @example the visitor's connection is "4g", with data saver on
 * @example соединение посетителя "4g", экономия трафика вкл
 */
async function theVisitorsConnectionIs(this: SiteWorld, effectiveType: string, saver: string) {
  const saveData = DATA_SAVER[saver];
  assert.ok(saveData !== undefined, `data saver is "on" or "off" ("вкл" or "выкл"), not "${saver}"`);
  // The Network Information API as the visitor's browser reports it, before any script of the page runs.
  await this.page.addInitScript(`Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ effectiveType: ${JSON.stringify(effectiveType)}, saveData: ${String(saveData)},
      addEventListener() {}, removeEventListener() {} }),
  });`);
}
Given("the visitor's connection is {string}, with data saver {word}", theVisitorsConnectionIs);
Given('соединение посетителя {string}, экономия трафика {word}', theVisitorsConnectionIs);

/**
 * Sets the scene: the visitor's browser runs no JavaScript (turned off, or blocked), on every page of the scenario.
 * Written first, it applies from the first page on; whatever else the scenario does, nothing waits for the pages'
 * scripts, which never start.
 * @topic Screen, connection and preferences
 * @looks the browser the scenario opens its pages in
 * @also opens every page of the scenario with scripts off
 * @example the visitor's browser runs no JavaScript
 * @example в браузере посетителя не работает JavaScript
 */
function theVisitorsBrowserRunsNoJavaScript(this: SiteWorld) {
  // The Before hook made the browser so (packages/spec-harness/src/cucumber/stepNeeds.ts): this checks it did.
  assert.equal(this.browser?.scripts, false, 'the browser runs scripts: the step must be marked scriptless');
}
Given(...needs('scriptless', "the visitor's browser runs no JavaScript", theVisitorsBrowserRunsNoJavaScript));
Given(...needs('scriptless', 'в браузере посетителя не работает JavaScript', theVisitorsBrowserRunsNoJavaScript));

/** Records the scripts the page requests from now on. */
function watchScripts(world: SiteWorld) {
  const state = stateOf(world);
  if (!state.scripts) {
    world.page.on('request', (request: Request) => {
      if (request.resourceType() === 'script') state.scripts?.push(request.url());
    });
  }
  state.scripts = [];
}

/**
 * Points the mouse at the header's link named exactly so.
 * @topic Page code and prefetching
 * @looks the header: a link by its name
 * @also scrolls the link into view; starts noting the scripts the page requests from now on, for "the code of that
 *   page is fetched ahead"
 * @example they point at the link "Контакты" in the header
 * @example посетитель наводит указатель на ссылку "Контакты" в шапке
 */
async function theyPointAtTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  await link.scrollIntoViewIfNeeded();
  watchScripts(this);
  await link.hover();
}
When('they point at the link {string} in the header', theyPointAtTheLinkInTheHeader);
When('посетитель наводит указатель на ссылку {string} в шапке', theyPointAtTheLinkInTheHeader);

/**
 * Puts the keyboard focus on the header's link named exactly so.
 * @topic Page code and prefetching
 * @looks the header: a link by its name
 * @also starts noting the scripts the page requests from now on, for "the code of that page is fetched ahead"
 * @example they move the keyboard focus to the link "Контакты" in the header
 * @example посетитель ставит фокус клавиатуры на ссылку "Контакты" в шапке
 */
async function theyMoveTheKeyboardFocusToTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  watchScripts(this);
  await link.focus();
}
When('they move the keyboard focus to the link {string} in the header', theyMoveTheKeyboardFocusToTheLinkInTheHeader);
When('посетитель ставит фокус клавиатуры на ссылку {string} в шапке', theyMoveTheKeyboardFocusToTheLinkInTheHeader);

/**
 * Checks that the page has requested at least one script since the visitor pointed at or focused the link (waiting
 * until it has): the linked page's code is fetched before the click.
 * @topic Page code and prefetching
 * @looks the scripts noted since "they point at the link …" or "they move the keyboard focus to the link …"
 * @example the code of that page is fetched ahead
 * @example код этой страницы загружается заранее
 */
async function theCodeOfThatPageIsFetchedAhead(this: SiteWorld) {
  await expect.poll(() => stateOf(this).scripts?.length ?? 0, { message: 'scripts requested' }).toBeGreaterThan(0);
}
Then('the code of that page is fetched ahead', theCodeOfThatPageIsFetchedAhead);
Then('код этой страницы загружается заранее', theCodeOfThatPageIsFetchedAhead);

/**
 * Checks that the page has requested no script since the visitor pointed at or focused the link.
 * @topic Page code and prefetching
 * @looks the scripts noted since "they point at the link …" or "they move the keyboard focus to the link …"
 * @also lets the page finish what it was doing first
 * @example nothing is fetched ahead
 * @example ничего не загружается заранее
 */
async function nothingIsFetchedAhead(this: SiteWorld) {
  await settle(this.page);
  assert.deepEqual(stateOf(this).scripts, [], 'scripts were requested ahead');
}
Then('nothing is fetched ahead', nothingIsFetchedAhead);
Then('ничего не загружается заранее', nothingIsFetchedAhead);
