/**
 * `npx tsx tools/video.ts`: records the site's own sample video, site/public/media/studio-tour.webm
 * (the studio tour on /company/). Headless Chromium draws a 5-second 640x360 animation on a canvas:
 * a walk through the studio's floor plan, rooms lighting up as the camera passes them. MediaRecorder
 * records it as WebM. Without words in the picture, so one file serves both locales.
 *
 * MediaRecorder writes WebM without a duration (players show "0:00 / --:--" and seek poorly), so the
 * script adds the Duration element to the file's Segment Info, then plays the result back to check it.
 * A real agency replaces the file with its own film under the same name.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from 'spec-harness/cucumber';

const OUTPUT = fileURLToPath(new URL('../site/public/media/studio-tour.webm', import.meta.url));
const MAX_BYTES = 400 * 1024;

/*
 * The page's code, as plain JavaScript: a function passed to page.evaluate would carry the helpers
 * tsx compiles into it (`__name`), which do not exist in the page.
 */
const RECORD = `(async () => {
  const W = 640, H = 360, SECONDS = 5, TOUR = 4.2;
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');

  const rooms = [
    { x: 48, y: 56, w: 150, h: 118, hue: 352 },
    { x: 198, y: 56, w: 204, h: 118, hue: 212 },
    { x: 402, y: 56, w: 190, h: 118, hue: 152 },
    { x: 402, y: 174, w: 190, h: 120, hue: 38 },
    { x: 198, y: 174, w: 204, h: 120, hue: 270 },
    { x: 48, y: 174, w: 150, h: 120, hue: 190 },
  ];
  const centre = (r) => ({ x: r.x + r.w / 2, y: r.y + r.h / 2 });
  const stops = [{ x: 20, y: 115 }, ...rooms.map(centre)];
  const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

  function along(p) {
    const span = p * (stops.length - 1);
    const i = Math.min(Math.floor(span), stops.length - 2);
    const f = span - i;
    const a = stops[i], b = stops[i + 1];
    return { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f, angle: Math.atan2(b.y - a.y, b.x - a.x), span };
  }

  function furniture(r, index, light) {
    ctx.save();
    ctx.strokeStyle = 'hsla(' + r.hue + ', 70%, ' + (55 + light * 20) + '%, ' + (0.35 + light * 0.65) + ')';
    ctx.fillStyle = ctx.strokeStyle;
    ctx.lineWidth = 2;
    const { x, y, w, h } = r;
    if (index === 0) {
      ctx.beginPath(); ctx.arc(x + w / 2, y + h - 34, 34, Math.PI, 0); ctx.stroke();
      ctx.fillRect(x + 24, y + 22, 26, 8); ctx.fillRect(x + w - 50, y + 22, 26, 8);
    } else if (index === 3) {
      ctx.beginPath(); ctx.roundRect(x + 40, y + 40, w - 80, h - 80, 18); ctx.stroke();
      for (let k = 0; k < 4; k++) {
        ctx.beginPath(); ctx.arc(x + 56 + k * ((w - 112) / 3), y + 28, 6, 0, 7); ctx.fill();
        ctx.beginPath(); ctx.arc(x + 56 + k * ((w - 112) / 3), y + h - 28, 6, 0, 7); ctx.fill();
      }
    } else if (index === 5) {
      ctx.beginPath(); ctx.roundRect(x + 20, y + 24, 70, 24, 10); ctx.stroke();
      ctx.beginPath(); ctx.arc(x + w - 36, y + h - 40, 18, 0, 7); ctx.stroke();
      ctx.beginPath(); ctx.arc(x + 40, y + h - 30, 10, 0, 7); ctx.fill();
    } else {
      for (let row = 0; row < 2; row++)
        for (let col = 0; col < 3; col++) {
          const dx = x + 22 + col * ((w - 44) / 3), dy = y + 26 + row * 48;
          ctx.strokeRect(dx, dy, (w - 44) / 3 - 12, 22);
          ctx.fillRect(dx + 8, dy + 4, index === 4 ? 20 : 12, 8);
          ctx.beginPath(); ctx.arc(dx + ((w - 44) / 3 - 12) / 2, dy + 34, 5, 0, 7); ctx.fill();
        }
    }
    ctx.restore();
  }

  function draw(t) {
    const p = ease(Math.min(t / TOUR, 1));
    const at = along(p);
    ctx.fillStyle = '#101317';
    ctx.fillRect(0, 0, W, H);
    ctx.strokeStyle = 'rgba(255,255,255,0.05)';
    ctx.lineWidth = 1;
    for (let gx = 0; gx < W; gx += 24) { ctx.beginPath(); ctx.moveTo(gx, 0); ctx.lineTo(gx, H); ctx.stroke(); }
    for (let gy = 0; gy < H; gy += 24) { ctx.beginPath(); ctx.moveTo(0, gy); ctx.lineTo(W, gy); ctx.stroke(); }

    rooms.forEach((r, i) => {
      const light = Math.max(0, Math.min(1, (at.span - i) * 1.6 + 0.2));
      ctx.fillStyle = 'hsla(' + r.hue + ', 65%, 45%, ' + light * 0.28 + ')';
      ctx.fillRect(r.x, r.y, r.w, r.h);
      ctx.strokeStyle = 'rgba(236, 239, 244, 0.85)';
      ctx.lineWidth = 3;
      ctx.strokeRect(r.x, r.y, r.w, r.h);
      furniture(r, i, light);
    });
    // Doorways: gaps in the walls along the route.
    ctx.fillStyle = '#101317';
    [[196, 100, 6, 30], [400, 100, 6, 30], [470, 171, 50, 6], [400, 218, 6, 30], [196, 218, 6, 30], [46, 100, 6, 30]].forEach(
      ([x, y, w, h]) => ctx.fillRect(x, y, w, h),
    );

    // The route walked so far.
    ctx.strokeStyle = 'rgba(200, 16, 46, 0.55)';
    ctx.lineWidth = 3;
    ctx.setLineDash([6, 8]);
    ctx.beginPath();
    ctx.moveTo(stops[0].x, stops[0].y);
    for (let i = 1; i <= Math.floor(at.span); i++) ctx.lineTo(stops[i].x, stops[i].y);
    ctx.lineTo(at.x, at.y);
    ctx.stroke();
    ctx.setLineDash([]);

    // The camera: a cone of view in the walking direction and a pulsing marker.
    const cone = ctx.createRadialGradient(at.x, at.y, 0, at.x, at.y, 90);
    cone.addColorStop(0, 'rgba(255, 214, 102, 0.45)');
    cone.addColorStop(1, 'rgba(255, 214, 102, 0)');
    ctx.fillStyle = cone;
    ctx.beginPath();
    ctx.moveTo(at.x, at.y);
    ctx.arc(at.x, at.y, 90, at.angle - 0.5, at.angle + 0.5);
    ctx.closePath();
    ctx.fill();
    const pulse = 10 + 3 * Math.sin(t * 8);
    ctx.fillStyle = 'rgba(200, 16, 46, 0.3)';
    ctx.beginPath(); ctx.arc(at.x, at.y, pulse + 6, 0, 7); ctx.fill();
    ctx.fillStyle = '#c8102e';
    ctx.beginPath(); ctx.arc(at.x, at.y, 9, 0, 7); ctx.fill();
    ctx.strokeStyle = '#fff';
    ctx.lineWidth = 2;
    ctx.stroke();

    // Progress along the bottom.
    ctx.fillStyle = 'rgba(255,255,255,0.12)';
    ctx.fillRect(48, 322, 544, 4);
    ctx.fillStyle = '#c8102e';
    ctx.fillRect(48, 322, 544 * Math.min(t / SECONDS, 1), 4);
  }

  const mimeType = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((m) => MediaRecorder.isTypeSupported(m));
  const recorder = new MediaRecorder(canvas.captureStream(30), { mimeType, videoBitsPerSecond: 450000 });
  const chunks = [];
  recorder.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data); };
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  draw(0);
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = (now) => {
      const t = (now - start) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) requestAnimationFrame(frame);
      else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const elapsedMs = performance.now() - start;
  const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { base64: btoa(binary), mimeType, elapsedMs };
})()`;

/** An EBML variable-length integer at `pos`: its length in bytes and its value (marker bit removed for sizes). */
function readVint(bytes: Uint8Array, pos: number, keepMarker: boolean): { length: number; value: number } {
  const first = bytes[pos] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`not a WebM file: bad EBML number at byte ${pos}`);
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (bytes[pos + i] ?? 0);
  return { length, value };
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** The file with a Duration element in its Segment Info (in TimecodeScale units, by default milliseconds). */
function withDuration(bytes: Uint8Array, durationMs: number): Uint8Array {
  const header = readVint(bytes, 0, true);
  const headerSize = readVint(bytes, header.length, false);
  let pos = header.length + headerSize.length + headerSize.value;
  const segment = readVint(bytes, pos, true);
  if (segment.value !== SEGMENT) throw new Error('not a WebM file: no Segment after the EBML header');
  pos += segment.length + readVint(bytes, pos + segment.length, false).length;
  for (;;) {
    const id = readVint(bytes, pos, true);
    const size = readVint(bytes, pos + id.length, false);
    const dataStart = pos + id.length + size.length;
    if (id.value !== INFO) {
      pos = dataStart + size.value;
      if (pos >= bytes.length) throw new Error('not a WebM file: no Segment Info');
      continue;
    }
    let scale = 1_000_000;
    for (let child = dataStart; child < dataStart + size.value;) {
      const childId = readVint(bytes, child, true);
      const childSize = readVint(bytes, child + childId.length, false);
      const childData = child + childId.length + childSize.length;
      if (childId.value === DURATION) return bytes;
      if (childId.value === TIMECODE_SCALE) {
        scale = 0;
        for (let i = 0; i < childSize.value; i++) scale = scale * 256 + (bytes[childData + i] ?? 0);
      }
      child = childData + childSize.value;
    }
    const duration = new Uint8Array(11);
    duration.set([0x44, 0x89, 0x88]);
    new DataView(duration.buffer).setFloat64(3, (durationMs * 1_000_000) / scale);
    const infoSize = size.value + duration.length;
    // The new size as an 8-byte EBML number: 0x01 then seven bytes of value.
    const sizeBytes = new Uint8Array(8);
    sizeBytes[0] = 0x01;
    for (let i = 7, rest = infoSize; i > 0; i--, rest = Math.floor(rest / 256)) sizeBytes[i] = rest % 256;
    return new Uint8Array([
      ...bytes.subarray(0, pos + id.length),
      ...sizeBytes,
      ...bytes.subarray(dataStart, dataStart + size.value),
      ...duration,
      ...bytes.subarray(dataStart + size.value),
    ]);
  }
}

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><body style="margin:0"></body>');
  const recorded = await page.evaluate<{ base64: string; mimeType: string; elapsedMs: number }>(RECORD);
  const file = withDuration(Buffer.from(recorded.base64, 'base64'), recorded.elapsedMs);
  if (file.length > MAX_BYTES)
    throw new Error(`The video is ${Math.round(file.length / 1024)} KB; keep it under ${MAX_BYTES / 1024} KB.`);

  // Play it back: the browser must read it and know how long it is.
  await page.route('http://video.test/**', (route) =>
    route.request().url().endsWith('.webm')
      ? route.fulfill({ contentType: 'video/webm', body: Buffer.from(file) })
      : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>playback</title>' }),
  );
  await page.goto('http://video.test/');
  const seconds = await page.evaluate<number>(`new Promise((resolve, reject) => {
    const video = document.createElement('video');
    video.onloadedmetadata = () => resolve(video.duration);
    video.onerror = () => reject(new Error('the browser cannot decode the recorded video'));
    video.src = '/studio-tour.webm';
  })`);
  if (!Number.isFinite(seconds) || seconds < 4 || seconds > 6)
    throw new Error(`The recorded video reports a duration of ${seconds} s, not 4–6 s.`);

  await mkdir(dirname(OUTPUT), { recursive: true });
  await writeFile(OUTPUT, file);
  console.log(
    `Wrote site/public/media/studio-tour.webm: ${recorded.mimeType}, ${seconds.toFixed(2)} s, ${Math.round(file.length / 1024)} KB.`,
  );
} finally {
  await browser.close();
}
