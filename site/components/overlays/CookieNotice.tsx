import { useEffect, useState } from 'react';
import { acceptanceCookie } from '../../rules/cookieNotice.ts';
import { loadOnRender } from '../loadOnRender.tsx';
import { browserCookieNoticeEnv, watchCookieNotice } from '../overlays/watchCookieNotice.ts';

/**
 * The cookie notice of the default and support layouts (spec section 4): hidden at first (and on the
 * server), it appears after 5000 ms unless cookies were accepted and hides while the page is scrolled
 * past 200 px; "Accept" stores the answer for a year and hides it.
 */
// The notice's view, its text and its style sheet load when it is about to show, not with the page.
const CookieNoticeView = loadOnRender(() =>
  import('../overlays/CookieNoticeView.tsx').then((module) => module.CookieNoticeView),
);

export function CookieNotice() {
  const [visible, setVisible] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => watchCookieNotice(browserCookieNoticeEnv(), setVisible), []);

  if (!visible) return null;
  return (
    <CookieNoticeView
      expanded={expanded}
      onToggle={() => setExpanded((open) => !open)}
      onAccept={() => {
        document.cookie = acceptanceCookie(window.location.protocol === 'https:');
        setVisible(false);
      }}
    />
  );
}
