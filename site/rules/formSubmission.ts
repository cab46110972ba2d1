/**
 * How long the browser waits for a form endpoint before telling the visitor it gave up. 20 s: a
 * healthy endpoint answers in well under a second, a file upload of the 10 MiB limit takes ~8 s on a
 * slow 10 Mbit/s line, and past 20 s people start pressing the button again or leave the page.
 */
export const FORM_SUBMIT_TIMEOUT_MS = 20_000;
