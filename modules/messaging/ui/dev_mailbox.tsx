import type { MessageStatus, OutboxEntry } from "../types.ts";

const STATUS_LABELS: Record<MessageStatus, string> = {
  queued: "Queued",
  held: "Held (no transport)",
  sent: "Sent",
  failed: "Failed",
};

/** 2026-05-04 09:30:12 UTC: the same on the server and in the browser, so hydration never differs. */
function formatTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

export function DevMailbox({ messages }: { messages: OutboxEntry[] }) {
  if (messages.length === 0) {
    return <p className="empty">No messages yet. E-mails and text messages the app queues appear here.</p>;
  }
  return (
    <div className="table-scroll">
      <table className="data-table dev-mailbox">
        <thead>
          <tr>
            <th scope="col">Message</th>
            <th scope="col">Channel</th>
            <th scope="col">To</th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
          </tr>
        </thead>
        <tbody>
          {messages.map((message) => (
            <tr key={message.id}>
              <th scope="row">
                {message.channel === "email" ? message.subject : "Text message"}
                <pre className="message-text">{message.textBody}</pre>
                {message.links.length > 0 && (
                  <ul className="message-links">
                    {message.links.map((link, index) => (
                      <li key={index}>
                        <a href={link}>{link}</a>
                      </li>
                    ))}
                  </ul>
                )}
              </th>
              <td data-label="Channel">{message.channel === "email" ? "E-mail" : "SMS"}</td>
              <td data-label="To">{message.recipient}</td>
              <td data-label="Status">
                <span className={message.status === "sent" ? "badge accent" : "badge"}>
                  {STATUS_LABELS[message.status]}
                </span>
                {message.lastError && <p className="message-error">{message.lastError}</p>}
              </td>
              <td data-label="Created">
                <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /dev/mailbox (development and test only): every e-mail and SMS the app queued, with its links. */
export function DevMailboxPage({ messages }: { messages: OutboxEntry[] }) {
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Dev mailbox</h1>
        <a className="button" href="/dev/mailbox">Refresh</a>
      </div>
      <DevMailbox messages={messages} />
    </main>
  );
}
