-- Rate limits as sliding windows: one row per counted attempt, so "at most N in any W seconds" holds at
-- every moment, not per clock-aligned block (a burst at a block's end and the next block's start got twice
-- N). The fixed-window counters go; they held only the last day's history.
drop table rate_limit_counters;

create table rate_limit_hits (
  id bigint generated always as identity primary key,
  bucket text not null,
  at timestamptz not null,
  -- When the hit leaves its window: the hourly clean-up deletes it from then on.
  expires_at timestamptz not null
);
create index rate_limit_hits_bucket on rate_limit_hits (bucket, at);
create index rate_limit_hits_expiry on rate_limit_hits (expires_at);
