import {spawn, type ChildProcess} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo, Socket} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

// scripts/serve-static.mjs serves the build to the end-to-end tests and the benchmark.
let dir: string;
let port: number;
let server: ChildProcess;

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const {port: free} = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

function get(path: string, agent: http.Agent): Promise<{status: number; body: string; socket: Socket}> {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port, path, agent}, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({status: res.statusCode ?? 0, body, socket: req.socket as Socket}));
    });
    req.on('error', reject);
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-static-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  port = await freePort();
  server = spawn(process.execPath, ['scripts/serve-static.mjs', '--dir', dir, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => server.stdout!.once('data', resolve));
});

afterAll(() => {
  server.kill('SIGTERM');
  rmSync(dir, {recursive: true, force: true});
});

describe('static test server', () => {
  it('keeps an idle keep-alive connection open past Node’s default timeout, so a scripted client never races its close', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    const first = await get('/', agent);
    expect(first.status).toBe(200);
    // Node's default closes the idle connection after 5 s (+1 s grace). A request sent as it closes fails
    // with "socket hang up", which is what made an end-to-end test flaky.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect(first.socket.destroyed).toBe(false);
    const second = await get('/', agent);
    expect(second.status).toBe(200);
    expect(second.body).toContain('<title>Home</title>');
    expect(second.socket).toBe(first.socket);
    agent.destroy();
  }, 15_000);

  it('stops at once on SIGTERM even with an idle connection open', async () => {
    const agent = new http.Agent({keepAlive: true});
    await get('/', agent);
    const started = Date.now();
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(Date.now() - started).toBeLessThan(5_000);
    agent.destroy();
  });
});
