import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Compared against when the email is unknown, so both failures take as long. */
  private readonly decoy: Promise<string> = argon2.hash('decoy-password-for-unknown-users', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? (await this.decoy), password);
      return hash !== null && ok;
    } catch {
      return false;
    }
  }
}
