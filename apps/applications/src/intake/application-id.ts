import { randomBytes } from 'node:crypto';

/** 144 bits from the system's CSPRNG, as 24 base64url characters. */
export function newApplicationId(): string {
  return randomBytes(18).toString('base64url');
}
