import { fileURLToPath } from 'node:url';
import { AuditEntry } from './audit-log/audit-entry.entity.js';

export const entities = [AuditEntry];

export const migrationsPath = fileURLToPath(new URL('./migrations', import.meta.url));
