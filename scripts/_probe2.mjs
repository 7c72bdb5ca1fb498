import {chromium} from '@playwright/test';
import {startServer, chromiumArgs, chromiumPath} from './lib/server.mjs';
const server = await startServer({port: 4632});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
const ctx = await browser.newContext({colorScheme: 'dark'});
const tab = await ctx.newPage();
tab.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
tab.on('pageerror', (e) => console.log('pageerror', e.message));
const chunk = process.argv[2];
await tab.route('**/assets/js/' + chunk + '*', async (route) => { await new Promise((r) => setTimeout(r, 3000)); await route.continue(); });
const color = () => tab.evaluate(() => { const t = document.querySelector('pre .token.keyword'); return t ? getComputedStyle(t).color : null; });
await tab.goto(server.url + '/docs/creating_component_index');
await tab.waitForSelector('html[data-has-hydrated]');
console.log('pre', await tab.locator('pre').count(), (await tab.locator('.theme-code-block').first().evaluate(e => e.parentElement.outerHTML).catch(()=> 'none')).slice(0,300)); console.log('after hydration: tokens', await tab.locator('pre .token.keyword').count(), 'color', await color());
await tab.waitForTimeout(3500);
console.log('after prism: tokens', await tab.locator('pre .token.keyword').count(), 'color', await color());
// client navigation in a fresh tab, from home to a page with code
const tab2 = await ctx.newPage();
tab2.on('console', (m) => console.log('console2', m.type(), m.text().slice(0, 300)));
await tab2.route('**/assets/js/' + chunk + '*', async (route) => { await new Promise((r) => setTimeout(r, 3000)); await route.continue(); });
await tab2.goto(server.url + '/docs/misc', {waitUntil: 'networkidle'});

await tab2.click('article a[href="/docs/api_lib_index"]').catch(e=>console.log('no link'));
await tab2.waitForTimeout(800);
console.log('nav: url', tab2.url(), 'pre', await tab2.locator('pre').count(), 'tokens', await tab2.locator('pre .token').count());
await tab2.waitForTimeout(3500);
console.log('nav later: pre', await tab2.locator('pre').count(), 'tokens', await tab2.locator('pre .token').count());
await browser.close(); server.stop(); process.exit(0);
