/**
 * Spec section 4 "Accordion": one item open at a time; clicking the open one closes it; optionally
 * the first opens initially. The state is the id of the open item, or null when all are closed, so
 * "at most one open" holds by construction and these functions only decide which one.
 */

export type OpenItem<Id> = Id | null;

/** Which item is open after a click on `clickedId`: the clicked one, unless it was the open one. */
export function nextOpenItem<Id>(openId: OpenItem<Id>, clickedId: Id): OpenItem<Id> {
  return openId === clickedId ? null : clickedId;
}

/** Which item is open when the page loads: the first with `firstActive`, otherwise none. */
export function initialOpenItem<Id>(items: readonly { id: Id }[], options: { firstActive: boolean }): OpenItem<Id> {
  return options.firstActive ? (items[0]?.id ?? null) : null;
}

/** The number an `isCounter` accordion shows before an item: 01, 02, … 10, 11. */
export function accordionCounter(index: number): string {
  return String(index + 1).padStart(2, '0');
}
