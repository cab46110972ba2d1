import { API_ANSWER_MAX_BYTES } from '../rules/apiProxy.ts';

/** The backend sent more than the contract can mean (site/rules/apiProxy.ts API_ANSWER_MAX_BYTES). */
export class AnswerTooLargeError extends Error {
  override name = 'AnswerTooLargeError';
}

/**
 * The whole body of a backend's answer, refused past `maxBytes` without reading further: a declared
 * Content-Length over the limit is refused before the first byte, a longer stream when it crosses it.
 * Aborting `signal` (the caller's timeout) ends the read with the signal's error, at once.
 */
export async function readAnswerBody(
  response: Response,
  maxBytes = API_ANSWER_MAX_BYTES,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const tooLarge = () => new AnswerTooLargeError(`the answer is over ${maxBytes} bytes`);
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body.getReader();
  // Not every fetch ends a pending body read when its signal aborts: the read itself races the signal.
  const aborted = new Promise<never>((_, reject) => {
    if (signal?.aborted) reject(signal.reason as Error);
    signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) break;
      length += value.byteLength;
      if (length > maxBytes) throw tooLarge();
      chunks.push(value);
    }
  } catch (error) {
    void reader.cancel().catch(() => undefined);
    throw error;
  }
  const body = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
