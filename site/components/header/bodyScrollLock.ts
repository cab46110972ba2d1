interface LockableBody {
  style: { overflow: string; paddingRight: string };
}

let holders = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Stops the page behind an overlay from scrolling (spec section 2: the mobile menu "locks body
 * scrolling"; section 4: so does the search block). Counted, because the search panel and the
 * mobile menu can both hold it: the page scrolls again only when the last holder lets go, and gets
 * back exactly the inline styles it had. The scrollbar's width is kept as padding so the page does
 * not shift sideways when the bar disappears. Returns the release function; releasing twice is harmless.
 */
export function lockBodyScroll(body: LockableBody = document.body, scrollbarWidth = measureScrollbar()): () => void {
  if (holders === 0) {
    saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0) {
      body.style.overflow = saved.overflow;
      body.style.paddingRight = saved.paddingRight;
    }
  };
}

function measureScrollbar(): number {
  return window.innerWidth - document.documentElement.clientWidth;
}
