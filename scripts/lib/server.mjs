// Starts scripts/serve-static.mjs on 127.0.0.1 for a benchmark and stops it when asked.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';

export async function startServer({dir = 'build', port}) {
  if (!existsSync(`${dir}/index.html`)) throw new Error(`${dir}/index.html is missing: run "npm run build" first.`);
  const child = spawn(process.execPath, ['scripts/serve-static.mjs', '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`static server exited with ${code}`)));
  });
  return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM')};
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : null;
};
export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : null;
};
