-- Sign-in and everything around it: sessions, login links and confirmation tokens, one-time codes,
-- impersonation audit, sign-up drafts and rate-limit counters.

alter table users
  -- E.164 ('+15551234567') or '' when the user has no mobile number.
  add column phone text not null default '' check (phone = '' or phone ~ '^\+[1-9][0-9]{7,14}$'),
  add column email_confirmed_at timestamptz,
  add column phone_confirmed_at timestamptz,
  add column notify_mode text not null default 'relevant' check (notify_mode in ('always', 'relevant', 'disabled')),
  -- IANA name; '' means the shop's time zone.
  add column time_zone text not null default '',
  -- A password an administrator set, AES-GCM encrypted so it can be revealed to them; cleared when the user
  -- first signs in with it or chooses their own. A password the user chose is never stored reversibly.
  add column admin_set_password text,
  add column last_sign_in_at timestamptz;
create unique index users_phone on users (phone) where phone <> '';

create table sessions (
  -- The token is "<id>.<secret>": the id finds the row, only the secret's SHA-256 is stored.
  id text primary key,
  secret_hash bytea not null,
  user_id integer not null references users (id) on delete cascade,
  -- Set while someone acts as user_id: the real person at the keyboard.
  actor_user_id integer references users (id) on delete cascade,
  -- The shop an impersonation was started in; the impersonated session may act only there.
  impersonation_shop_id integer references shops (id) on delete cascade,
  -- The absolute limit of the actor's own session, restored when the impersonation ends.
  actor_expires_at timestamptz,
  auth_method text not null
    check (auth_method in ('password', 'login-link', 'one-time-code', 'impersonation', 'registration')),
  created_at timestamptz not null default now(),
  last_used_at timestamptz not null default now(),
  -- The absolute limit; the sliding one is last_used_at plus the idle timeout.
  expires_at timestamptz not null,
  -- Set when the user's roles change: the next request swaps the token for a fresh one.
  must_rotate boolean not null default false
);
create index sessions_user on sessions (user_id);
create index sessions_actor on sessions (actor_user_id) where actor_user_id is not null;

-- Single-use links: sign-in links (15 minutes), e-mail and phone confirmation links.
create table user_tokens (
  id text primary key,
  secret_hash bytea not null,
  user_id integer not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('login', 'confirm-email', 'confirm-phone')),
  -- What the link confirms (the address or number at the time it was sent) or where it leads after sign-in.
  target text not null default '',
  redirect_to text not null default '',
  created_by_user_id integer references users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index user_tokens_user on user_tokens (user_id, purpose);

create table one_time_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  -- HMAC of the six digits under the server's key: a bare hash of six digits is guessed offline at once.
  code_hmac bytea not null,
  failed_attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);
create index one_time_codes_user on one_time_codes (user_id, created_at desc);

create table impersonation_events (
  id integer generated always as identity primary key,
  actor_user_id integer not null references users (id) on delete cascade,
  target_user_id integer not null references users (id) on delete cascade,
  shop_id integer references shops (id) on delete cascade,
  action text not null check (action in ('start', 'end')),
  ip text not null default '',
  user_agent text not null default '',
  created_at timestamptz not null default now()
);
create index impersonation_events_shop on impersonation_events (shop_id, created_at desc);

-- Step 1 of sign-up, kept until step 2 creates the shop (or it expires).
create table pending_registrations (
  id text primary key,
  secret_hash bytea not null,
  email text not null check (email = lower(email)),
  display_name text not null,
  password_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

-- Fixed-window counters for rate limits (sign-in, codes, links, password reset), per account and per IP.
create table rate_limit_counters (
  bucket text not null,
  window_start timestamptz not null,
  hits integer not null,
  primary key (bucket, window_start)
);
create index rate_limit_counters_window on rate_limit_counters (window_start);
