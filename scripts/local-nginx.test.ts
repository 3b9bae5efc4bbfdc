/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { localBlock, nginxConfPath } from './local-nginx.mjs';

describe('deploy/nginx.conf', () => {
  const block = readFileSync(nginxConfPath, 'utf8');

  it('is a production configuration: HTTPS with a certificate, HTTP redirected to it', () => {
    expect(block).toMatch(/^\s*listen 443 ssl/m);
    expect(block).toMatch(
      /^\s*ssl_certificate\s+\/etc\/letsencrypt\/live\/[^;]+\/fullchain\.pem;/m,
    );
    expect(block).toMatch(
      /^\s*ssl_certificate_key\s+\/etc\/letsencrypt\/live\/[^;]+\/privkey\.pem;/m,
    );
    expect(block).toMatch(/^\s*ssl_protocols TLSv1\.2 TLSv1\.3;/m);
    expect(block).toMatch(/^\s*listen 80;[\s\S]*?return 301 https:\/\/\$host\$request_uri;/m);
  });

  const here = { root: '/tmp/site', certificate: '/tmp/cert.pem', key: '/tmp/key.pem' };

  it('runs here with only its addresses, folder and certificate changed', () => {
    const local = localBlock(block, { ...here, httpPort: 4443, httpsPort: 4444 });
    expect(local).toContain('include /tmp/site/.nginx-csp.conf;');
    expect(local).toMatch(/^\s*root \/tmp\/site;/m);
    expect(local).toMatch(/^\s*listen 127\.0\.0\.1:4443;/m);
    expect(local).toMatch(/^\s*listen 127\.0\.0\.1:4444 ssl/m);
    const directives = local.replace(/^\s*#.*$/gm, '');
    expect(directives).not.toMatch(/listen \[::\]|listen (80|443)\b|letsencrypt|\/var\/www/);
    expect(local).toContain('return 301 https://$host:4444$request_uri;');
    expect(local).toMatch(/^\s*ssl_certificate \/tmp\/cert\.pem;/m);
    const unchanged = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/listen|root |ssl_certificate|include|return 301/.test(line));
    expect(unchanged(local)).toEqual(unchanged(block));
  });

  it('keeps the standard ports for the Observatory scan', () => {
    const local = localBlock(block, { ...here, httpPort: 80, httpsPort: 443 });
    expect(local).toContain('return 301 https://$host$request_uri;');
    expect(local).toMatch(/^\s*listen 127\.0\.0\.1:443 ssl/m);
  });
});
