/** The one zod instance every contract uses: contracts import `z` from here, never from 'zod' directly. */
import { z } from 'zod';

// In the browser, no compiled parsers: zod probes `new Function` when it builds its first object
// schema, and under the site's Content-Security-Policy (no 'unsafe-eval', decision 012) that probe is
// blocked and reported as a violation even though zod catches it. The server keeps the faster JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
