-- Localizations (issue 21 item 2, decision 028): a shop's own wording of the app's messages, per culture,
-- and its translations of its catalogue's customer-facing words.

-- text's messages as the shop rewrote them: only the changed strings are stored; deleting a row is the
-- reset to the shipped default. No foreign key to shops: text sits below shops (like outbox_messages).
create table text_localizations (
  shop_id integer not null,
  -- A culture name: a language and a region (en-US, es-MX, fr-CA) or a bare language (es).
  culture text not null check (culture ~ '^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$'),
  key text not null check (key ~ '^[a-zA-Z0-9_.-]{1,120}$'),
  -- An ICU message, checked by the app (intl-messageformat) before it is written.
  message text not null check (length(message) between 1 and 4000),
  updated_at timestamptz not null default now(),
  primary key (shop_id, culture, key)
);

-- The catalogue's customer-facing words (category and task names, finding texts, explanations,
-- recommendations) in a culture, keyed by the shop's own text: one translation serves every task or finding
-- that says it, survives a template copied to another shop, and a text the shop rewrites falls back to the
-- new text until it is translated again.
create table catalog_translations (
  shop_id integer not null references shops (id) on delete cascade,
  culture text not null check (culture ~ '^[a-z]{2,3}(-[A-Z]{2}|-[0-9]{3})?$'),
  source text not null check (length(btrim(source)) between 1 and 4000),
  translation text not null check (length(btrim(translation)) between 1 and 4000),
  updated_at timestamptz not null default now(),
  primary key (shop_id, culture, source)
);
