// Runs one shard of a suite balanced by the last run's durations (BALANCED_SHARD=K/N; `plugin` in
// cucumber's configuration).
import { requirePluginCucumber } from '../dist/cucumber/pluginCucumber.js';

requirePluginCucumber('balancedShards');
export { balancedShardsPlugin as default } from '../dist/cucumber/balancedShards.js';
