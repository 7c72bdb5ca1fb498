import {describe, expect, it} from 'vitest';
import {compileSSGTemplate} from '@docusaurus/core/lib/ssg/ssgTemplate.js';
import defaultTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';
import {ssrTemplate, START_MARK} from '../../config/ssrTemplate';
import config from '../../docusaurus.config';

const data = {
  htmlAttributes: 'lang="en"',
  bodyAttributes: '',
  metaAttributes: ['<meta name="x" content="y">'],
  headTags: '<title>T</title>',
  preBodyTags: '',
  postBodyTags: '',
  appHtml: '<main>page</main>',
  baseUrl: '/',
  stylesheets: ['assets/css/styles.css'],
  scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
  version: '3.9.2',
};

describe('page template (config/ssrTemplate.ts)', () => {
  // Rendered the way Docusaurus renders it.
  const render = async (template: string) => (await compileSSGTemplate(template))(data as never);

  it('is the one the site uses', () => {
    expect(config.ssrTemplate).toBe(ssrTemplate);
  });

  it('fills every slot the Docusaurus template fills', () => {
    const slots = (template: string) => new Set(template.match(/it\.\w+/g));
    const ours = slots(ssrTemplate);
    for (const slot of slots((defaultTemplate as unknown as {default?: string}).default ?? (defaultTemplate as unknown as string))) {
      expect(ours, slot).toContain(slot);
    }
  });

  it('preloads the bundles at low priority and starts them, in order, from an inline script', async () => {
    const html = await render(ssrTemplate);
    expect(html).toContain('<link rel="preload" href="/assets/js/runtime~main.1.js" as="script" fetchpriority="low">');
    expect(html).toContain('<link rel="preload" href="/assets/js/main.2.js" as="script" fetchpriority="low">');
    expect(html).toContain('(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"]);</script>');
    expect(html).toContain(`performance.mark('${START_MARK}')`);
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toContain('<div id="__docusaurus"><main>page</main></div>');
  });
});
