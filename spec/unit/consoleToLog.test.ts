import { describe, expect, it } from 'vitest';
import { consoleToLog, PRINTED_MAX, renderPrinting } from '../../site/server/consoleToLog.ts';
import { capturedLog } from '../support/capturedLog.ts';

describe('renderPrinting: what one render printed to the console', () => {
  it('is nothing when the render printed nothing, or when the console is not taken into the log', async () => {
    expect(await renderPrinting(async () => 7)).toEqual({ result: 7 });
  });

  it('is what it printed, line by line, cut to PRINTED_MAX, and nothing of it reaches the log apart', async () => {
    const logged = await capturedLog();
    const undo = consoleToLog(logged.log);
    try {
      const printed = await renderPrinting(async () => {
        console.error('first');
        console.warn('x'.repeat(PRINTED_MAX));
        return 'page';
      });
      expect(printed).toEqual({ result: 'page', printed: `first\n${'x'.repeat(PRINTED_MAX)}`.slice(0, PRINTED_MAX) });
      expect(logged.lines).toEqual([]);
    } finally {
      undo();
    }
  });
});
