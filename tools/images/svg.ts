/** Tiny SVG element builders for the drawn pictures: short attribute lists, rounded numbers. */

const num = (n: number) => String(Math.round(n * 10) / 10);

/** A rectangle; `r` rounds its corners. */
export const rect = (x: number, y: number, w: number, h: number, fill: string, r = 0) =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}"${r ? ` rx="${num(r)}"` : ''} fill="${fill}"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}"/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${num(cx)}" cy="${num(cy)}" rx="${num(rx)}" ry="${num(ry)}" fill="${fill}"/>`;

/** A filled path. */
export const path = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;

/** An unfilled path: a line, an arrow's shaft, a chart's curve. */
export const line = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${num(width)}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Moves and scales a group of elements. */
export const group = (x: number, y: number, scale: number, body: string) =>
  `<g transform="translate(${num(x)} ${num(y)})${scale === 1 ? '' : ` scale(${Math.round(scale * 1000) / 1000})`}">${body}</g>`;

/** FNV-1a: a stable number from a text (a file name), to pick colours and variants. */
export function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}
