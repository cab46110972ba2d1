// https://vike.dev/react-setting — a hydration mismatch or any other error React recovers from is
// logged with its component stack, so browser tests fail on it (decision 016).
import type { HydrationOptions, RootOptions } from 'react-dom/client';
import { reportRecoverableError } from '../components/navigation/reportRecoverableError.ts';

export default {
  hydrateRootOptions: { onRecoverableError: reportRecoverableError } satisfies HydrationOptions,
  createRootOptions: { onRecoverableError: reportRecoverableError } satisfies RootOptions,
};
