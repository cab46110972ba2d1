/**
 * Where handlers get raw fixture JSON from: the file system on Node, a bundle in the browser.
 * `path` is relative to fixtures/, e.g. `ru/services/web.json` or `forms/feedback.json`; only paths
 * built from the contract tables reach it. Returns undefined when the file does not exist. The
 * handlers parse what it returns with the contract, so both sources are held to the same shape.
 */
export type FixtureSource = (path: string) => Promise<unknown>;
