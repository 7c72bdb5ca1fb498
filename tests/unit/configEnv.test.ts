import {afterEach, describe, expect, it, vi} from 'vitest';
import {LEAN_DOCS, optionsOf} from './pluginEntries';

async function loadConfig(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value as string);
  return (await import('../../docusaurus.config')).default;
}

const presetOptions = (config: Awaited<ReturnType<typeof loadConfig>>) =>
  (config.presets?.[0] as [string, {gtag?: {trackingID: string}}])[1];

/** The docs plugin is configured outside the preset (src/plugins/lean-docs). */
const editUrl = (config: Awaited<ReturnType<typeof loadConfig>>) => optionsOf(config, LEAN_DOCS).editUrl;

describe('environment switches', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('has no edit link and no analytics by default', async () => {
    const config = await loadConfig({DOCS_EDIT_URL: '', GTAG_TRACKING_ID: ''});
    expect(editUrl(config)).toBeUndefined();
    expect(presetOptions(config).gtag).toBeUndefined();
  });

  it('takes the edit link base from DOCS_EDIT_URL', async () => {
    const config = await loadConfig({DOCS_EDIT_URL: 'https://github.com/example/docs/edit/main/'});
    expect(editUrl(config)).toBe('https://github.com/example/docs/edit/main/');
  });

  it('builds with Rspack/SWC unless DOCUSAURUS_FASTER=false', async () => {
    const fast = (await loadConfig({DOCUSAURUS_FASTER: ''})).future;
    expect(fast).toMatchObject({v4: true, faster: {rspackBundler: true, swcJsLoader: true}});
    expect((await loadConfig({DOCUSAURUS_FASTER: 'false'})).future).toMatchObject({faster: false});
  });

  it('renders pages in worker threads only with more than two cores', async () => {
    const withCores = async (cores: number) => {
      vi.doMock('node:os', async (original) => ({...(await original<typeof import('node:os')>()), availableParallelism: () => cores}));
      try {
        return (await loadConfig({})).future;
      } finally {
        vi.doUnmock('node:os');
      }
    };
    expect(await withCores(2)).toMatchObject({faster: {ssgWorkerThreads: false}});
    expect(await withCores(8)).toMatchObject({faster: {ssgWorkerThreads: true}});
  });

  it('keeps Rspack’s persistent cache off unless DOCUSAURUS_BUILD_CACHE=true (it costs a cold build memory)', async () => {
    expect((await loadConfig({DOCUSAURUS_BUILD_CACHE: ''})).future).toMatchObject({faster: {rspackPersistentCache: false}});
    expect((await loadConfig({DOCUSAURUS_BUILD_CACHE: 'true'})).future).toMatchObject({faster: {rspackPersistentCache: true}});
  });
});
