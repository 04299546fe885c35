// The tables the accounts module owns: people and how they sign in. No other module names them in SQL
// (modules/table_owners_test.ts).
export const TABLES = [
  "users",
  "sessions",
  "user_tokens",
  "one_time_codes",
  "pending_registrations",
  "impersonation_events",
] as const;

// The views it publishes for the modules above it to join in their lists (migration 0018); nobody
// writes them.
export const VIEWS = ["accounts_people"] as const;
