/**
 * Vike's reading of a URL's path, `pageContext.urlParsed.pathname`: the part before `?` and `#` (and
 * after the origin), trailing whitespace dropped, each segment percent-decoded when it decodes
 * (decodeURIComponent, else decodeURI, else left as it is), a decoded `/` written back as `%2F`.
 *
 * A copy of `parseUrl()` in vike/dist/utils/parseUrl.js, which Vike does not export. The server needs
 * it to know, without rendering, which path a render of an unknown address would show
 * (unknownAddress.ts); spec/unit/vikePathnameOf.test.ts compares the copy with Vike's own on arbitrary
 * URLs, so a Vike release that reads paths differently fails that test instead of this copy drifting.
 */
export function vikePathnameOf(url: string): string {
  const [withoutHash = ''] = url.split('#');
  const [withoutSearch = ''] = withoutHash.split('?');
  return decodePathname(withoutOrigin(withoutSearch));
}

/** `http://host:port/a/b` → `/a/b`; a path is returned as it is. Only web protocols (`x://`) have an origin. */
function withoutOrigin(url: string): string {
  const colon = url.indexOf(':');
  const protocol = colon < 0 ? '' : url.slice(0, colon);
  const afterProtocol = url.slice(colon + 1);
  if (!/^[a-z][a-z0-9+-]*$/i.test(protocol) || !afterProtocol.startsWith('//')) return url;
  if (protocol === 'ipfs' || protocol === 'ipns') return url;
  const [, ...rest] = afterProtocol.slice(2).split('/');
  return `/${rest.join('/')}`;
}

function decodeSafe(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // Not a valid escape sequence for a component: Vike tries the looser decodeURI next.
  }
  try {
    return decodeURI(segment);
  } catch {
    return segment;
  }
}

function decodePathname(pathname: string): string {
  return pathname
    .replace(/\s+$/, '')
    .split('/')
    .map((segment) => decodeSafe(segment).split('/').join('%2F'))
    .join('/');
}
