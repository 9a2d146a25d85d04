import { createHash, randomBytes } from 'node:crypto';

/** Opaque 24-character ids. */
export const newId = (): string => randomBytes(12).toString('hex');

/** Unguessable tokens for links in e-mails. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');
