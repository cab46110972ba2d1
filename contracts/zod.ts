/** The one zod instance every contract uses: contracts import `z` from here, never from 'zod' directly. */
import { z } from 'zod';

export { z };
