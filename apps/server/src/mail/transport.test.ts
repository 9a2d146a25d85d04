import { describe, expect, it } from 'vitest';
import { pooledSmtpUrl } from './transport.js';

describe('pooledSmtpUrl', () => {
  it('pools SMTP_URL’s connections unless the URL says otherwise', () => {
    expect(pooledSmtpUrl('smtp://user:pass@mail.example:587', 4)).toBe(
      'smtp://user:pass@mail.example:587?pool=true&maxConnections=4',
    );
    expect(pooledSmtpUrl('smtps://mail.example?pool=false&maxConnections=1', 4)).toBe(
      'smtps://mail.example?pool=false&maxConnections=1',
    );
  });
});
