/**
 * The shipped deployment files (issue 24), as far as reading them can tell; the tools that read
 * them check them in CI (scripts/check-deploy-configs.sh: nginx -t, caddy validate,
 * systemd-analyze verify, docker compose config). The image runs with production dependencies
 * only; the compose file creates its bucket and hands no example placeholder to the app; the
 * systemd unit creates DATA_DIR; the README says what a backup leaves out.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(file, 'utf8');
/** `KEY=value` lines of an env file. */
const envLines = (file: string) =>
  new Map(
    read(file)
      .split('\n')
      .filter((line) => /^[A-Z_0-9]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
const productionExample = envLines('deploy/hotel-booking.env.example');

describe('deploy/Dockerfile', () => {
  const stages = read('deploy/Dockerfile')
    .split(/^FROM /m)
    .slice(1);

  it('builds in one stage and runs in another with production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const [build, run] = [stages[0], stages.at(-1)!];
    expect(build).toMatch(/^RUN npm run build$/m);
    expect(run).toMatch(/^RUN npm ci --omit=dev\b/m);
    expect(run).not.toMatch(/npm run build|npm (ci|install)(?![^\n]*--omit=dev)/);
    // Built JavaScript only (decision 022): the builds, never the sources or a TypeScript loader.
    expect(run).toMatch(/^COPY --from=build \/app\/dist \.\/dist$/m);
    expect(run).not.toMatch(/^COPY (?!--from=build \/app\/dist |package)/m);
    expect(run).toMatch(/^CMD \["node", [^\n]*"dist\/server\/server\.js"\]$/m);
    expect(run).not.toMatch(/tsx/);
  });

  it('gives the server a DATA_DIR its user can write', () => {
    const run = stages.at(-1)!;
    expect(run).toMatch(/^ENV DATA_DIR=\/var\/lib\/hotel-booking$/m);
    expect(run).toMatch(/chown node:node \/var\/lib\/hotel-booking/);
    expect(run).toMatch(/^USER node$/m);
  });
});

describe('deploy/compose.yaml', () => {
  const compose = read('deploy/compose.yaml');
  const appBlock = compose.slice(compose.indexOf('x-app:'), compose.indexOf('services:'));

  it('hands the app none of the example env file’s CHANGE-ME values: each is required from .env instead', () => {
    expect(compose).toMatch(/^ {2}env_file: hotel-booking\.env\.example$/m);
    const placeholders = [...productionExample].filter(([, value]) => /CHANGE-ME/i.test(value)).map(([name]) => name);
    expect(placeholders.length).toBeGreaterThan(0);
    for (const name of placeholders) expect(appBlock, name).toMatch(new RegExp(`^ {4}${name}: .*\\$\\{[A-Z_]+:\\?`, 'm'));
  });

  it('creates the bucket the instances use before they start', () => {
    const bucket = /^ {4}S3_BUCKET: (\S+)$/m.exec(appBlock)?.[1];
    expect(bucket).toBeDefined();
    expect(compose).toMatch(new RegExp(`mc mb --ignore-existing \\w+/${bucket}\\b`));
    expect(appBlock).toMatch(/^ {4}bucket: \{ condition: service_completed_successfully \}$/m);
  });
});

describe('deploy/hotel-booking@.service', () => {
  it('has systemd create the DATA_DIR of the production example', () => {
    const unit = read('deploy/hotel-booking@.service');
    const stateDirectory = /^StateDirectory=(\S+)$/m.exec(unit)?.[1];
    expect(stateDirectory).toBeDefined();
    expect(productionExample.get('DATA_DIR')).toBe(`/var/lib/${stateDirectory}`);
  });
});

describe("README's backups section", () => {
  it('says what a backup leaves out: the auth secret and the gateway credentials', () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('### Backups'), readme.indexOf('\n### ', readme.indexOf('### Backups') + 1));
    const leftOut = section.slice(section.indexOf('What a backup leaves out'));
    expect(leftOut).not.toBe(section);
    for (const setting of [
      'BETTER_AUTH_SECRET',
      'DATA_DIR/auth-secret',
      'SSLCOMMERZ_STORE_PASSWORD',
      'DATA_DIR/builtin-gateway-store.json',
    ]) {
      expect(leftOut).toContain(setting);
    }
  });
});
