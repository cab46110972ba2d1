/**
 * The one zod instance every contract uses. zod-to-openapi must extend zod before any schema is
 * built (stack.md pitfall 10), so contracts import `z` from here, never from 'zod' directly.
 */
import { extendZodWithOpenApi } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);

export { z };
