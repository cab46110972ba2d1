import { startSiteServer } from '../../tools/siteServer.ts';

/** Starts the built server unless BASE_URL names a running deployment; tests read BASE_URL. */
export default async function globalSetup() {
  if (process.env.BASE_URL) return;
  const server = await startSiteServer();
  process.env.BASE_URL = server.url;
  return () => server.stop();
}
