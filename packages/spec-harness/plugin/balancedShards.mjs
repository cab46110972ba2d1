// Runs one shard of a suite balanced by the last run's durations (BALANCED_SHARD=K/N; `plugin` in
// cucumber's configuration). Registers tsx for itself, as the footprints plugin does.
import { register } from 'tsx/esm/api';

register();
const { balancedShardsPlugin } = await import('../src/cucumber/balancedShards.ts');
export default balancedShardsPlugin;
