/** Placeholder until the pino logger lands from the hardening branch (same `log` name and methods). */
import pino from 'pino';

export const log = pino({ level: process.env.LOG_LEVEL ?? 'info' });
