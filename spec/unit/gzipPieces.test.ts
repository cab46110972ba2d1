import fc from 'fast-check';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { deflatePiece, gzipPieces, type GzipPiece } from '../../site/server/gzipPieces.ts';

const concat = (pieces: readonly GzipPiece[]) => Buffer.concat(pieces.map((piece) => piece.bytes));

describe('a gzip body spliced from pieces compressed ahead and bytes stored as they are', () => {
  it('unzips to the pieces in order, whichever are compressed and whichever stored', () => {
    const piece = fc.record({ bytes: fc.uint8Array({ maxLength: 3000 }), ahead: fc.boolean() });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (drawn) => {
        const pieces = drawn.map(({ bytes, ahead }) => (ahead ? { bytes, deflated: deflatePiece(bytes) } : { bytes }));
        expect(gunzipSync(gzipPieces(pieces)).equals(concat(pieces))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('stores a piece longer than one stored block holds (64 KiB) in several', () => {
    const long = new Uint8Array(150_000).map((_, i) => (i * 7) % 251);
    const pieces = [{ bytes: new TextEncoder().encode('<p>') }, { bytes: long }];
    expect(gunzipSync(gzipPieces(pieces)).equals(concat(pieces))).toBe(true);
  });

  it('is about as small as compressing the whole: the stored bytes are few', () => {
    const html = new TextEncoder().encode('<li><a href="/services/">Услуги</a></li>'.repeat(500));
    const [head, tail] = [html.subarray(0, 9000), html.subarray(9000)];
    const spliced = gzipPieces([
      { bytes: head, deflated: deflatePiece(head) },
      { bytes: new TextEncoder().encode('href="/no-such-page/"') },
      { bytes: tail, deflated: deflatePiece(tail) },
    ]);
    expect(spliced.byteLength).toBeLessThan(html.byteLength / 20);
  });
});
