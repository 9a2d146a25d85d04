import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

describe('npm run extract', () => {
  it('prints the extracted product as JSON, decoding the charset the page declares', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wishlist-extract-'));
    const file = path.join(dir, 'page.html');
    const html =
      '<html><head><meta charset="windows-1252"><title>Caf\u00e9 grinder | Shop</title>' +
      '<script type="application/ld+json">{"@type":"Product","name":"Caf\u00e9 grinder",' +
      '"image":"/g.jpg","offers":{"@type":"Offer","price":"1234.50"}}</script></head>' +
      '<body><h1>Caf\u00e9 grinder</h1></body></html>';
    fs.writeFileSync(file, Buffer.from(html, 'latin1'));

    const { stdout } = await run(
      'npm',
      ['run', '--silent', 'extract', '--', file, 'https://shop.example/p/1'],
      { cwd: root },
    );
    const result = JSON.parse(stdout) as Record<string, unknown>;
    expect(result).toMatchObject({
      title: 'Caf\u00e9 grinder',
      price: '1234.50',
      url: 'https://shop.example/p/1',
      images: ['https://shop.example/g.jpg'],
    });
  });

  it('explains its usage when arguments are missing', async () => {
    await expect(run('npm', ['run', '--silent', 'extract'], { cwd: root })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('usage: extract-cli <file.html> <original-url>'),
    });
  });
});
