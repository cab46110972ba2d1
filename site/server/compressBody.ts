import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { ContentCoding } from '../rules/httpCaching.ts';

/**
 * Compression while a visitor waits: fast settings (brotli 5 is ~3 % larger than 9 at a fraction of the
 * time). The build compresses its files harder (tools/build/precompressBuild.ts), once.
 */
export const compressBody: Record<ContentCoding, (body: Uint8Array) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};
