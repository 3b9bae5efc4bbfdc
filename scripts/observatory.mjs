// Grades deploy/nginx.conf with the MDN HTTP Observatory's own scanner: serves out/ with it
// on ports 80 and 443 of localhost (the scanner knows no other ports) over TLS with a throwaway
// certificate authority, scans localhost and prints the grade, the score and each failing test.
// Exits with 1 below A+.
// The scanner's packages are installed with their install scripts denied (package.json
// allowScripts), because those download a CA bundle and the HSTS preload list from the internet;
// this writes what they would have made: the bundle from this machine's CA store plus the
// throwaway authority, and an empty preload list (localhost is on none).
// Usage: npm run observatory
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startNginx } from './local-nginx.mjs';
import { buildIfStale } from './out.mjs';

const require = createRequire(import.meta.url);
const scanner = dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));
const bundle = dirname(
  createRequire(join(scanner, 'package.json')).resolve('node_extra_ca_certs_mozilla_bundle'),
);
const systemCertificates = ['/etc/ssl/certs/ca-certificates.crt', '/etc/ssl/cert.pem'].find(
  (path) => existsSync(path),
);

/**
 * What the scanner's install scripts would have written, with `ca` trusted besides the system's.
 * @param {string} ca
 */
function supplyScannerFiles(ca) {
  const pem = [
    systemCertificates ? readFileSync(systemCertificates, 'utf8') : '',
    readFileSync(ca, 'utf8'),
  ];
  mkdirSync(join(bundle, 'ca_bundle'), { recursive: true });
  for (const name of ['ca_intermediate_bundle', 'ca_root_bundle', 'ca_intermediate_root_bundle']) {
    writeFileSync(join(bundle, 'ca_bundle', `${name}.pem`), pem.join('\n'));
  }
  for (const [name, empty] of /** @type {const} */ ([
    ['hsts-preload.json', '{}'],
    ['tld-list.json', '[]'],
  ])) {
    const path = join(scanner, 'conf', name);
    if (!existsSync(path)) writeFileSync(path, `${empty}\n`);
  }
}

buildIfStale();

const folder = mkdtempSync(join(tmpdir(), 'cpc-observatory-'));
const nginx = await startNginx({ root: 'out', httpPort: 80, httpsPort: 443, folder });
/**
 * The scanner's report, with the fields read here.
 * @type {{
 *   error?: string,
 *   scan: { grade: string, score: number, testsPassed: number, testsQuantity: number },
 *   tests: Record<string, { pass: boolean, result: string, scoreModifier: number }>,
 * } | undefined}
 */
let result;
try {
  supplyScannerFiles(nginx.ca);
  const scan = join('node_modules', '.bin', 'mdn-http-observatory-scan');
  result = JSON.parse(execFileSync(scan, ['localhost'], { encoding: 'utf8', stdio: 'pipe' }));
} finally {
  await nginx.stop();
  rmSync(folder, { recursive: true, force: true });
}

if (!result || result.error) {
  console.error(`The scan failed: ${result?.error ?? 'no report'}`);
  process.exit(1);
}
const { grade, score, testsPassed, testsQuantity } = result.scan;
console.log(
  `MDN HTTP Observatory, localhost: grade ${grade}, score ${score}, ${testsPassed}/${testsQuantity} tests passed`,
);
for (const [name, test] of Object.entries(result.tests)) {
  const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
  console.log(`  ${test.pass ? 'pass' : 'FAIL'} ${name}: ${test.result} (${modifier})`);
}
process.exit(grade === 'A+' && score >= 100 ? 0 : 1);
