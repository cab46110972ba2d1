import type * as FormRulesModule from './formRules.ts';

/** The Zod half of the form: its checks and its sender (formRules.ts). */
export type FormRules = typeof FormRulesModule;

/**
 * A module loaded once, on first use: every call shares one import, and a failed import (offline, a
 * chunk gone after a release) is forgotten so the next call tries again. `ready` is the module once
 * it is in, so a caller can use it at once instead of waiting a microtask.
 */
export function loadOnce<T>(load: () => Promise<T>): { load: () => Promise<T>; ready: () => T | undefined } {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    ready: () => loaded,
  };
}

const formRules = loadOnce<FormRules>(() => import('./formRules.ts'));

/**
 * The form's rules, with Zod (~25 KiB gz), fetched when the form first needs them rather than with
 * the page: the form starts this when the visitor first focuses a field, and awaits it when a file is
 * chosen and on submit.
 */
export const loadFormRules = formRules.load;

/** The form's rules if they have arrived, else undefined. */
export const formRulesIfLoaded = formRules.ready;
