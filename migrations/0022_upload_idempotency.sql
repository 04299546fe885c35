-- A device's outbox sends each upload's create call with an idempotency key (issue 19): asking again with the
-- same key, after an answer was lost, gets the same upload, so a resent photo never becomes two assets.
-- Keys are per person; an expired upload gives its key up (and the expiry job removes it anyway).
alter table asset_uploads add column idempotency_key text check (length(idempotency_key) between 1 and 100);
create unique index asset_uploads_idempotency on asset_uploads (created_by_user_id, idempotency_key)
  where idempotency_key is not null;
