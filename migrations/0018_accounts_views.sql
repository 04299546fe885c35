-- What accounts publishes for the modules above it to join in their lists (decision 017): people's names
-- and how to reach them, never their secrets. Only accounts reads or writes its tables.
create view accounts_people as
  select id, email, display_name, phone, is_disabled, notify_mode, last_sign_in_at
  from users;
