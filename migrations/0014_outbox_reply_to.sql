-- An e-mail's Reply-To: the customer report goes out from the app's address, but the customer's answer
-- should reach the shop. Null: replies go to the From address.
alter table outbox_messages
  add column reply_to text check (reply_to is null or (channel = 'email' and length(reply_to) between 3 and 254));
