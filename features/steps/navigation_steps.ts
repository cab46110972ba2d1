import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { Request, Route } from 'playwright';
import { SCROLL_RESTORE_DELAY_MS } from '../../site/rules/navigation.ts';
import { expectFailingFetches } from '../support/browserErrors.ts';
import { movePageClock } from '../support/pageClock.ts';
import { settle } from '../support/settle.ts';
import { movesTheClock } from '../support/stepNeeds.ts';
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
const FAILED = /^(Не удалось загрузить страницу|The page failed to load)$/;
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

async function theyFollowTheLinkInTheHeader(this: SiteWorld, name: string) {
  await headerLink(this, name).click();
  await nextPageRequested(this);
}
When('they follow the link {string} in the header', theyFollowTheLinkInTheHeader);
When('посетитель переходит по ссылке {string} в шапке', theyFollowTheLinkInTheHeader);

/** A page change that is over: the address is the link's and the new page (or its error) is in place. */
async function theyHaveFollowedTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  const href = await link.evaluate((element) => (element as HTMLAnchorElement).href);
  await link.click();
  await expect(this.page, `following the link "${name}" in the header leads to ${href}`).toHaveURL(href);
  await settle(this.page);
}
Given('they have followed the link {string} in the header', theyHaveFollowedTheLinkInTheHeader);
Given('посетитель перешёл по ссылке {string} в шапке', theyHaveFollowedTheLinkInTheHeader);

async function theyGoBackInTheBrowser(this: SiteWorld) {
  await this.page.goBack({ waitUntil: 'commit' });
  await nextPageRequested(this);
}
When('they go back in the browser', theyGoBackInTheBrowser);
When('посетитель возвращается назад в браузере', theyGoBackInTheBrowser);

async function theyGoForwardInTheBrowser(this: SiteWorld) {
  await this.page.goForward({ waitUntil: 'commit' });
  await nextPageRequested(this);
}
When('they go forward in the browser', theyGoForwardInTheBrowser);
When('посетитель переходит вперёд в браузере', theyGoForwardInTheBrowser);

async function theNextPageArrives(this: SiteWorld) {
  const route = oldestHeld(this);
  await route.fulfill({ response: await route.fetch() });
  await nextPageTakenIn(this);
}
When('the next page arrives', theNextPageArrives);
When('следующая страница приходит', theNextPageArrives);

async function theNextPageFailsToArrive(this: SiteWorld) {
  expectFailingFetches(this);
  await oldestHeld(this).abort('failed');
  await nextPageTakenIn(this);
}
When('the next page fails to arrive', theNextPageFailsToArrive);
When('следующая страница не приходит', theNextPageFailsToArrive);

/**
 * A page change is over once the view is in place, SCROLL_RESTORE_DELAY_MS after it began (or as soon
 * as the page arrives, if later): the page's clock moves by that delay. The 300 ms are written out only
 * in the scenarios about them (features/navigation.feature).
 */
async function theyWaitForThePageChangeToFinish(this: SiteWorld) {
  await movePageClock(this, SCROLL_RESTORE_DELAY_MS);
}
When(...movesTheClock('they wait for the page change to finish', theyWaitForThePageChangeToFinish));
When(...movesTheClock('посетитель дожидается конца перехода на страницу', theyWaitForThePageChangeToFinish));

// --- The loading bar ---------------------------------------------------------------------------------

async function theLoadingBarShows(this: SiteWorld) {
  await expect(loadingBar(this)).toBeVisible();
}
Then('the loading bar shows', theLoadingBarShows);
Then('полоса загрузки показана', theLoadingBarShows);

async function theLoadingBarNamedShows(this: SiteWorld, name: string) {
  await expect(loadingBar(this, name)).toBeVisible();
}
Then('the loading bar {string} shows', theLoadingBarNamedShows);
Then('полоса загрузки {string} показана', theLoadingBarNamedShows);

async function theLoadingBarDoesNotShow(this: SiteWorld) {
  await settle(this.page);
  await expect(loadingBar(this)).toHaveCount(0);
}
Then('the loading bar does not show', theLoadingBarDoesNotShow);
Then('полосы загрузки нет', theLoadingBarDoesNotShow);

async function theLoadingBarIsAt(this: SiteWorld, percent: number) {
  await expect(loadingBar(this)).toHaveAttribute('aria-valuenow', String(percent));
  await expect(loadingBar(this)).not.toHaveAttribute('aria-valuetext', FAILED);
}
Then('the loading bar is at {int} %', theLoadingBarIsAt);
Then('полоса загрузки на {int} %', theLoadingBarIsAt);

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

async function theLoadingBarSaysThatThePageFailedToLoad(this: SiteWorld) {
  await theLoadingBarSays.call(this, FAILED);
}
Then('the loading bar says that the page failed to load', theLoadingBarSaysThatThePageFailedToLoad);
Then('полоса загрузки сообщает, что страница не загрузилась', theLoadingBarSaysThatThePageFailedToLoad);

async function theLoadingBarSaysText(this: SiteWorld, text: string) {
  await theLoadingBarSays.call(this, text);
}
Then('the loading bar says {string}', theLoadingBarSaysText);
Then('полоса загрузки сообщает {string}', theLoadingBarSaysText);

// --- Scrolling ---------------------------------------------------------------------------------------

async function thePageIsScrolledTo(this: SiteWorld, top: number) {
  await settle(this.page);
  await expect.poll(() => this.page.evaluate(() => Math.round(window.scrollY))).toBe(top);
}
Then('the page is scrolled to {int} px', thePageIsScrolledTo);
Then('страница прокручена до {int} px', thePageIsScrolledTo);

async function theSectionStartsBelowTheTopOfTheWindow(this: SiteWorld, name: string, offset: number) {
  const heading = this.page.getByRole('heading', { name, exact: true });
  const sectionTop = () =>
    heading.evaluate((element) => Math.round((element.closest('section') ?? element).getBoundingClientRect().top));
  await expect.poll(sectionTop).toBe(offset);
}
Then('the section {string} starts {int} px below the top of the window', theSectionStartsBelowTheTopOfTheWindow);
Then('раздел {string} начинается на {int} px ниже верхнего края окна', theSectionStartsBelowTheTopOfTheWindow);

// --- Chunk-load failures -----------------------------------------------------------------------------

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

/** Opens the page, makes a piece of its code fail to load and sees the page reload once. */
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

function thePageReloads(this: SiteWorld) {
  assert.equal(stateOf(this).reloaded, true, 'the page did not reload');
}
Then('the page reloads', thePageReloads);
Then('страница перезагружается', thePageReloads);

function thePageDoesNotReload(this: SiteWorld) {
  assert.equal(stateOf(this).reloaded, false, 'the page reloaded');
}
Then('the page does not reload', thePageDoesNotReload);
Then('страница не перезагружается', thePageDoesNotReload);

// --- Prefetching ---------------------------------------------------------------------------------------

const DATA_SAVER: Record<string, boolean> = { on: true, off: false, вкл: true, выкл: false };

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

async function theyPointAtTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  await link.scrollIntoViewIfNeeded();
  watchScripts(this);
  await link.hover();
}
When('they point at the link {string} in the header', theyPointAtTheLinkInTheHeader);
When('посетитель наводит указатель на ссылку {string} в шапке', theyPointAtTheLinkInTheHeader);

async function theyMoveTheKeyboardFocusToTheLinkInTheHeader(this: SiteWorld, name: string) {
  const link = headerLink(this, name);
  watchScripts(this);
  await link.focus();
}
When('they move the keyboard focus to the link {string} in the header', theyMoveTheKeyboardFocusToTheLinkInTheHeader);
When('посетитель ставит фокус клавиатуры на ссылку {string} в шапке', theyMoveTheKeyboardFocusToTheLinkInTheHeader);

async function theCodeOfThatPageIsFetchedAhead(this: SiteWorld) {
  await expect.poll(() => stateOf(this).scripts?.length ?? 0, { message: 'scripts requested' }).toBeGreaterThan(0);
}
Then('the code of that page is fetched ahead', theCodeOfThatPageIsFetchedAhead);
Then('код этой страницы загружается заранее', theCodeOfThatPageIsFetchedAhead);

async function nothingIsFetchedAhead(this: SiteWorld) {
  await settle(this.page);
  assert.deepEqual(stateOf(this).scripts, [], 'scripts were requested ahead');
}
Then('nothing is fetched ahead', nothingIsFetchedAhead);
Then('ничего не загружается заранее', nothingIsFetchedAhead);
