import {chromium} from '@playwright/test';
import {startServer, chromiumArgs, chromiumPath} from '/work/main/scripts/lib/server.mjs';
const server = await startServer({port: 4630});
const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
for (const path of process.argv.slice(2)) {
  const ctx = await browser.newContext(); const tab = await ctx.newPage();
  const rows = [];
  tab.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type!=='fetch') return;
    const len = Number(res.headers()['content-length'] || 0);
    rows.push([type, len, res.url().replace(server.url, '')]);
  });
  await tab.goto(server.url + path, {waitUntil: 'networkidle'});
  console.log('==', path, rows.reduce((a, r) => a + (r[0]==='script'?r[1]:0), 0));
  for (const r of rows.sort((a,b)=>b[1]-a[1])) console.log(r.join('\t'));
  await ctx.close();
}
await browser.close(); server.stop(); process.exit(0);
