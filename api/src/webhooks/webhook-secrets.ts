import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Signing secrets at rest. The server must read a secret to sign with it, so it cannot be kept
 * as a hash like API tokens; it is encrypted (AES-256-GCM) with a key derived from
 * SESSION_SECRET (HKDF-SHA256, its own `info`, so the key is used for nothing else). A copy of
 * the database alone (a backup, a dump, an SQL injection read) then reveals no secret that would
 * let someone forge our webhooks. Changing SESSION_SECRET makes stored secrets unreadable: the
 * deliveries then fail with a clear error and an admin rotates each endpoint's secret.
 *
 * Stored form: `v1.` + base64url(iv ‖ tag ‖ ciphertext).
 */
export class WebhookSecretBox {
  private readonly key: Buffer;

  constructor(sessionSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', sessionSecret, 'rental-webhooks', 'webhook-signing-secrets v1', 32),
    );
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1.${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** The secret, or null when it cannot be read (another SESSION_SECRET, or a damaged value). */
  open(sealed: string): string | null {
    if (!sealed.startsWith('v1.')) return null;
    try {
      const raw = Buffer.from(sealed.slice(3), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
