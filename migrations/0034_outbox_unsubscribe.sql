-- An e-mail that someone subscribed to (the summary of the shop's numbers) carries the link that ends it in
-- List-Unsubscribe, with List-Unsubscribe-Post, so a mail program offers one click (RFC 8058). Null: none.
alter table outbox_messages
  add column unsubscribe_url text
    check (unsubscribe_url is null or (channel = 'email' and length(unsubscribe_url) between 10 and 2000));
