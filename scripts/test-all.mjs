#!/usr/bin/env node
/**
 * `npm test`: every check of the project, run side by side where they don't depend on each other
 * (docs/architecture.md#tests). The checks are mostly waiting (a browser journey uses about 40 %
 * of one core), so on a 2-core machine running them together takes about a third of the time of
 * running them one after another.
 *
 *   lint
 *   typecheck ─ API suite (embedded database) ─ [API suite on PostgreSQL, on the other Node]
 *   build ───── browser journeys (embedded database) ─ [browser journeys on PostgreSQL]
 *
 * Optional passes (CI sets them, `.ci/run`):
 * - TEST_POSTGRES_SERVER=postgres://user@host:port — also run the API suite and the browser
 *   journeys on that server, each in a scratch database made and dropped here (the journeys'
 *   axe checks only in the embedded pass: the markup is the same, decision 019);
 * - TEST_OTHER_NODE_PATH=<PATH entries> — run the API suite's PostgreSQL pass (or, without a
 *   server, a second embedded pass) with that PATH, e.g. the machine's Node 20 while the rest
 *   runs on Node 24. Each database and each Node version then runs the whole API suite once
 *   (decision 019): the embedded database on this Node, PostgreSQL on the other.
 *
 * Each check's output goes to test-results/logs/<name>.log; the log of a failed check is printed
 * in full. The first failure stops the rest (exit code 1). Each check reports its wall time and,
 * on Linux, the CPU time of the processes it started and waited for (Chromium's renderers
 * escape that count); the end line gives the whole machine's busy CPU time, which divided by
 * the cores bounds the wall time from below (docs/performance.md, "CI time").
 */
import { execFileSync, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const LOG_DIR = path.resolve('test-results/logs');
const pgServer = process.env.TEST_POSTGRES_SERVER?.replace(/\/+$/, '');
const otherNodePath = process.env.TEST_OTHER_NODE_PATH;
const children = new Set();
const started = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
let isStopping = false;

/**
 * CPU seconds used so far by this process's finished children and everything they waited for
 * (/proc/self/stat cutime + cstime), or null off Linux. Only checks are our children, so the
 * growth seen when one check's shell exits is that check's CPU time.
 */
function childCpuSeconds() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / clockTicks;
  } catch {
    return null;
  }
}
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();
let cpuSeen = childCpuSeconds();

/**
 * Busy CPU seconds of the whole machine so far (/proc/stat: user, nice, system, irq, softirq),
 * or null off Linux. The per-check figures miss Chromium's renderer and GPU processes, which a
 * zygote forks and nobody here reaps; this counts them (and anything else running).
 */
function machineBusySeconds() {
  try {
    const [user, nice, system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return (user + nice + system + irq + softirq) / clockTicks;
  } catch {
    return null;
  }
}
const machineBusyAtStart = machineBusySeconds();
/** ", N CPU s" for the check whose shell just exited, or '' off Linux. */
function cpuOfFinishedCheck() {
  const now = childCpuSeconds();
  if (now === null || cpuSeen === null) return '';
  const used = now - cpuSeen;
  cpuSeen = now;
  return `, ${Math.round(used)} CPU s`;
}

/** Runs `command` in a shell with `env` applied (undefined removes a variable); rejects unless it exits 0. */
function run(name, command, env = {}) {
  const log = path.join(LOG_DIR, `${name}.log`);
  const out = createWriteStream(log);
  const since = Date.now();
  const childEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(childEnv)) if (value === undefined) delete childEnv[key];
  console.log(`▶ ${name}: ${command}`);
  return new Promise((resolve, reject) => {
    const child = spawn(command, { shell: true, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: childEnv });
    children.add(child);
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('close', (code) => {
      children.delete(child);
      const cpu = cpuOfFinishedCheck();
      out.end(() => {
        if (code === 0) {
          console.log(`✔ ${name} (${seconds(since)}${cpu})`);
          return resolve();
        }
        if (!isStopping) {
          isStopping = true;
          console.log(`✘ ${name} failed (exit ${code}) after ${seconds(started)}; its output:\n`);
          console.log(readFileSync(log, 'utf8'));
          void stopAll();
        }
        reject(new Error(`${name} failed`));
      });
    });
  });
}

/** Sends `signal` to every running check's process group; true when one was still there. */
function signalAll(signal) {
  let isAnyLeft = false;
  for (const child of children) {
    try {
      process.kill(-child.pid, signal);
      isAnyLeft = true;
    } catch {
      // already gone
    }
  }
  return isAnyLeft;
}

/**
 * Stops every running check (each runs in its own process group: npx, vitest workers,
 * chromium). SIGINT first: Playwright then stops its webServer, which runs in a process
 * group of its own and outlived a plain SIGTERM (an app left listening on the journey port
 * broke the next run); whatever is left after 10 s is killed.
 */
function stopAll() {
  stopping ??= new Promise((resolve) => {
    if (!signalAll('SIGINT')) return resolve();
    const kill = setTimeout(() => {
      signalAll('SIGKILL');
      resolve();
    }, 10_000);
    const poll = setInterval(() => {
      if (children.size > 0) return;
      clearTimeout(kill);
      clearInterval(poll);
      resolve();
    }, 200);
  });
  return stopping;
}
let stopping;

/** A TCP port nobody listens on right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(String(port)));
    });
  });
}

/** Ports for one journey run: its two apps' (the second with same-day turnover) and the stand-in OpenID Connect provider's. */
async function journeyPorts() {
  return { E2E_PORT: await freePort(), E2E_TURNOVER_PORT: await freePort(), E2E_OIDC_PORT: await freePort() };
}

/** A scratch database on the PostgreSQL server; returns its URL (dropped on exit). */
async function createScratchDatabase(purpose) {
  const name = `hb_test_all_${purpose}_${process.pid}`;
  const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  drops.push(name);
  return `${pgServer}/${name}`;
}
const drops = [];
async function dropScratchDatabases() {
  if (drops.length === 0) return;
  const admin = new pg.Client({ connectionString: `${pgServer}/postgres` });
  await admin.connect();
  for (const name of drops) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
}

async function main() {
  mkdirSync(LOG_DIR, { recursive: true });
  const apiDb = pgServer ? await createScratchDatabase('api') : undefined;
  const e2eDb = pgServer ? await createScratchDatabase('e2e') : undefined;
  const embedded = { DATABASE_URL: undefined };

  const lint = run('lint', 'npm run lint');
  const typecheck = run('typecheck', 'npm run typecheck');
  const build = run('build', 'npm run build');
  // One vitest worker while the journeys run beside it (on 2 cores that keeps the load near the
  // core count, so tests that race 200 requests or spawn a CLI keep their usual timing); the
  // config's two once they are done.
  let isJourneyRunning = true;
  const vitest = () => (isJourneyRunning ? 'npx vitest run --maxWorkers=1' : 'npx vitest run');
  // After the typecheck (a type error would only show up as confusing test failures), not after
  // lint: on 2 cores the API lane and the journey lane then end at about the same time.
  const apiSuites = typecheck.then(async () => {
    await run('api-embedded', vitest(), embedded);
    const onOtherNode = otherNodePath ? { PATH: otherNodePath } : {};
    const version = otherNodePath ? 'node --version && ' : '';
    if (apiDb) await run('api-postgres', `${version}${vitest()}`, { DATABASE_URL: apiDb, ...onOtherNode });
    else if (otherNodePath) await run('api-other-node', `${version}${vitest()}`, { ...embedded, ...onOtherNode });
  });
  // Each journey run gets free ports (the app's and the OIDC provider's) and its own output folder.
  // One journey run at a time: two side by side (four app servers, two browsers) with the API
  // suite starved the apps on 2 cores, so every step took 4-5 times as long as alone and long
  // journeys hit their 2-minute limit (2026-11-24: 43 min per run against 10 alone).
  const journeys = build.then(async () => {
    await run('e2e-embedded', 'npx playwright test', { ...embedded, ...(await journeyPorts()) });
    // Axe checks once per run (decision 019): the markup is the embedded pass's, whatever the database.
    if (e2eDb) await run('e2e-postgres', 'npx playwright test', { DATABASE_URL: e2eDb, E2E_A11Y: 'off', ...(await journeyPorts()) });
  });
  void journeys.then(
    () => (isJourneyRunning = false),
    () => undefined,
  );
  await Promise.all([lint, apiSuites, journeys]);
  const busy = machineBusySeconds();
  const cores = os.availableParallelism();
  console.log(
    `All checks passed in ${seconds(started)}` +
      (busy === null || machineBusyAtStart === null
        ? '.'
        : `; the machine was busy ${Math.round(busy - machineBusyAtStart)} CPU s on ${cores} cores meanwhile (at least ${Math.round((busy - machineBusyAtStart) / cores)} s of wall time).`),
  );
}

process.on('SIGINT', () => {
  isStopping = true;
  void stopAll();
});
// Last resort: nothing of ours outlives this process.
process.on('exit', () => signalAll('SIGKILL'));
main()
  .catch(async (error) => {
    if (!isStopping) console.error(error);
    process.exitCode = 1;
    await stopAll();
  })
  .finally(() => (pgServer ? dropScratchDatabases() : undefined));
