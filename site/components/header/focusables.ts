import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The controls a keyboard reaches inside `container`, in tab order, skipping hidden ones. */
export function focusablesIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
}

/** Keeps Tab and Shift+Tab inside a modal dialog (aria-modal promises the page behind is out of reach). */
export function trapTab(event: ReactKeyboardEvent, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = focusablesIn(container);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
