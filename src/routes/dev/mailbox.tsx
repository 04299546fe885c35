import { createFileRoute } from "@tanstack/react-router";
import { DevMailboxPage, getDevMailbox } from "@modules/messaging/ui.ts";
import { APP_NAME } from "@ui/brand.ts";

// Development and test only: every e-mail and SMS the app queued, with its links (sign-in links, reports).
export const Route = createFileRoute("/dev/mailbox")({
  loader: () => getDevMailbox(),
  head: () => ({ meta: [{ title: `Dev mailbox — ${APP_NAME}` }] }),
  component: () => <DevMailboxPage messages={Route.useLoaderData()} />,
});
