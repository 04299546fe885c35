// messaging: e-mail, SMS, the outbox and its delivery jobs, chat and presence. A generic service: the
// module that owns a message's reason decides to send; messaging delivers. Built by the accounts and
// messaging issue; nothing is public yet.
export {};
