// https://vike.dev/route — the logical (locale-less) URL; +onBeforeRoute strips `/en/`.
export default '/';
