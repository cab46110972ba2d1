import en from './en.json';
import ru from './ru.json';

/**
 * UI strings: one flat JSON per locale with dotted keys, in i18next's JSON v4 format (plural forms as
 * `_one`/`_few`/`_many`/`_other` suffixes); `npm run i18n:check` keeps the two locales and the code in step.
 * Both locales at once, for code that runs on the server only and must not fail (the fallback error page)
 * and for tests; pages translate through loadMessages, which loads their own locale only (decision 008).
 */
export const messages = { ru, en } as const;
export type MessageKey = keyof typeof ru;
export type Messages = Record<MessageKey, string>;
