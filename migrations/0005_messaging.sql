-- The outbox: every e-mail and SMS the app sends, written in the same transaction as the change that caused
-- it. A delivery job takes it from 'queued' to 'sent' or 'failed'; with no transport configured for its
-- channel it is 'held' (shown on the dev mailbox page, never delivered).
create table outbox_messages (
  id integer generated always as identity primary key,
  -- The shop a message belongs to, when it belongs to one. No foreign key: messaging sits below shops.
  shop_id integer,
  channel text not null check (channel in ('email', 'sms')),
  -- An e-mail address or an E.164 phone number.
  recipient text not null check (length(recipient) between 3 and 320),
  -- E-mail only; '' for SMS.
  subject text not null default '' check (channel = 'email' or subject = ''),
  text_body text not null check (length(btrim(text_body)) > 0),
  html_body text check (channel = 'email' or html_body is null),
  -- The URLs the message carries, for the dev mailbox.
  links jsonb not null default '[]' check (jsonb_typeof(links) = 'array'),
  -- Chosen by the sender: a second message with the same key is the same message.
  idempotency_key text not null unique check (length(idempotency_key) between 1 and 200),
  status text not null check (status in ('queued', 'held', 'sent', 'failed')),
  -- Delivery attempts started, and the last one's error (kept after a later success).
  attempts integer not null default 0,
  last_error text,
  -- SMTP: the Message-ID; SMS: the provider's message id.
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  failed_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((status = 'sent') = (sent_at is not null)),
  check ((status = 'failed') = (failed_at is not null))
);
-- The dev mailbox lists the newest first.
create index outbox_messages_created on outbox_messages (created_at desc, id desc);
create index outbox_messages_status on outbox_messages (status, created_at);
