import { options } from 'preact';

type FieldRef = ((element: EventTarget | null) => void) | { current: EventTarget | null } | null | undefined;

/**
 * React's controlled fields: after an input event the field shows the `value` the component rendered,
 * even when the state did not change. Preact only writes `value` when it re-renders, so a handler
 * that normalises what was typed to the value already held (the search field collapses runs of
 * spaces: typing a second space keeps " ") would leave the typed text in the field. After each
 * change or input handler of a controlled field, once the re-render (a microtask in Preact) is done,
 * the field gets its rendered value back.
 */
const renderedValue = new WeakMap<EventTarget, string>();
const FIELDS = new Set(['input', 'textarea', 'select']);
const UNCONTROLLED_VALUE_TYPES = new Set(['checkbox', 'radio', 'file']);

function restoreRenderedValue(event: Event) {
  const field = event.currentTarget as HTMLInputElement | null;
  if (!field) return;
  queueMicrotask(() => {
    const value = renderedValue.get(field);
    if (value !== undefined && field.value !== value) field.value = value;
  });
}

function applyRef(ref: FieldRef, element: EventTarget | null) {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

// Bound once: options.vnode is a plain function slot that preact/compat filled before this module ran.
const previousVnodeHook = options.vnode?.bind(options);
options.vnode = (vnode) => {
  const props = vnode.props as { value?: string | number; type?: string; [name: string]: unknown };
  if (
    typeof vnode.type === 'string' &&
    FIELDS.has(vnode.type) &&
    props.value !== undefined &&
    !UNCONTROLLED_VALUE_TYPES.has(String(props.type))
  ) {
    // A field shows its value as text: React stringifies numbers the same way.
    const value = String(props.value);
    const ref: FieldRef = vnode.ref;
    vnode.ref = (element: EventTarget | null) => {
      if (element) renderedValue.set(element, value);
      applyRef(ref, element);
    };
    for (const name of ['onChange', 'onInput']) {
      const handler = props[name];
      if (typeof handler !== 'function') continue;
      props[name] = function (this: unknown, event: Event) {
        const result: unknown = handler.call(this, event);
        restoreRenderedValue(event);
        return result;
      };
    }
  }
  previousVnodeHook?.(vnode);
};
