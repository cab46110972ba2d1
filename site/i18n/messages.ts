import en from './en.json';
import ru from './ru.json';

/**
 * UI strings: one flat JSON per locale with dotted keys (a unit test checks the two have the same keys).
 * Both locales at once, for code that runs on the server only (data hooks, the fallback error page) and
 * for tests; the browser loads only its page's locale through loadMessages (decision 008).
 */
export const messages = { ru, en } as const;
export type MessageKey = keyof typeof ru;
export type Messages = Record<MessageKey, string>;
