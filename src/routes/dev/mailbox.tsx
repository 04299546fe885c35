import { createFileRoute } from "@tanstack/react-router";
import { DevMailbox, getDevMailbox } from "../../../modules/messaging/ui.ts";
import { APP_NAME } from "../../ui/brand.ts";

// Development and test only: every e-mail and SMS the app queued, with its links (sign-in links, reports).
export const Route = createFileRoute("/dev/mailbox")({
  loader: () => getDevMailbox(),
  head: () => ({ meta: [{ title: `Dev mailbox — ${APP_NAME}` }] }),
  component: DevMailboxPage,
});

function DevMailboxPage() {
  const messages = Route.useLoaderData();
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
