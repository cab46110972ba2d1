import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A piece of a body: its bytes, and their DEFLATE blocks when made ahead (deflatePiece); else it is sent stored. */
export interface GzipPiece {
  bytes: Uint8Array;
  deflated?: Uint8Array;
}

/** The most a stored DEFLATE block holds (RFC 1951 section 3.2.4: LEN is 16 bits). */
const STORED_BLOCK_MAX = 0xffff;
/** ID1 ID2, CM = deflate, no flags, no modification time, no extra flags, OS unknown (RFC 1952 section 2.3). */
const GZIP_HEADER = Uint8Array.of(0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff);
/** An empty stored block with BFINAL set: the end of the DEFLATE stream. */
const FINAL_BLOCK = Uint8Array.of(1, 0, 0, 0xff, 0xff);

/**
 * The DEFLATE blocks of a piece, compressed once and hard: not final and ending on a byte boundary
 * (a sync flush), so stored blocks and other pieces may follow. A piece refers to nothing before it,
 * so it is valid wherever it is placed.
 */
export function deflatePiece(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(
    deflateRawSync(bytes, { level: constants.Z_BEST_COMPRESSION, finishFlush: constants.Z_SYNC_FLUSH }),
  );
}

/** Stored (uncompressed) blocks, not final, each preceded by its header byte, LEN and NLEN. */
function storedBlocks(bytes: Uint8Array): Uint8Array[] {
  const blocks: Uint8Array[] = [];
  for (let start = 0; start < bytes.byteLength; start += STORED_BLOCK_MAX) {
    const chunk = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const length = chunk.byteLength;
    blocks.push(Uint8Array.of(0, length & 0xff, length >>> 8, ~length & 0xff, (~length >>> 8) & 0xff), chunk);
  }
  return blocks;
}

/**
 * One gzip member (RFC 1952) of the pieces in order, without compressing anything now: the pieces made
 * ahead go in as their DEFLATE blocks, the others (a few bytes that differ per request) as stored
 * blocks. What it costs per answer is a copy and a CRC-32 of the body, not a compression of it.
 */
export function gzipPieces(pieces: readonly GzipPiece[]): Uint8Array<ArrayBuffer> {
  let crc = 0;
  let size = 0;
  const parts: Uint8Array[] = [GZIP_HEADER];
  for (const { bytes, deflated } of pieces) {
    // Never over no bytes: zlib's crc32 given no buffer (an empty ArrayBuffer has none) starts over at 0.
    if (bytes.byteLength > 0) crc = crc32(bytes, crc);
    size += bytes.byteLength;
    if (deflated) parts.push(deflated);
    else parts.push(...storedBlocks(bytes));
  }
  const trailer = new Uint8Array(8);
  const view = new DataView(trailer.buffer);
  view.setUint32(0, crc >>> 0, true);
  // ISIZE is the length modulo 2^32.
  view.setUint32(4, size >>> 0, true);
  parts.push(FINAL_BLOCK, trailer);
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
