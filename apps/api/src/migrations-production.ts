/**
 * Schema for running in production and as several instances: server settings shared by all instances (which key
 * the vote codes use), rate-limit counters, and blob bytes kept in the database. Numbered from 20 so they sort
 * after the schema's other migrations.
 */
import type { Migration } from './migrations.js';

export const PRODUCTION_MIGRATIONS: readonly Migration[] = [
  {
    version: 20,
    name: 'server settings, rate limits, blob contents',
    sql: `
      CREATE TABLE server_settings (
        name text PRIMARY KEY,
        value text NOT NULL
      );

      -- fixed-window counters: one row per limit, subject (a hashed address or a treesponder) and window
      CREATE TABLE rate_limit_counters (
        bucket text NOT NULL,
        window_start timestamptz NOT NULL,
        hits bigint NOT NULL,
        PRIMARY KEY (bucket, window_start)
      );
      CREATE INDEX rate_limit_counters_window ON rate_limit_counters (window_start);

      -- blob bytes when blobs are kept in the database (several instances)
      CREATE TABLE blob_contents (
        blob_id integer PRIMARY KEY REFERENCES blobs(id) ON DELETE CASCADE,
        data bytea NOT NULL
      );
    `,
  },
  {
    version: 21,
    name: 'proof of work for vote codes',
    sql: `
      ALTER TABLE projects ADD COLUMN proof_of_work_bits integer NOT NULL DEFAULT 0;
      CREATE TABLE proof_of_work_used (
        challenge_hash text PRIMARY KEY,
        used_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
];
