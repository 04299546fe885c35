// The bay's outbox on every staff page: the senders for checklist changes and for photos and videos, and
// the outbox started for the signed-in person, so whatever page a mechanic is on, what they recorded on any
// inspection keeps going to the server.
import { useEffect } from "react";
import { UPLOAD_KIND, uploadSender } from "@modules/media/ui.ts";
import { outbox } from "@ui/outbox/outbox.ts";
import { ITEMS_KIND, itemsSender } from "./items_outbox.ts";

export function useBayOutbox(userId: number | null): void {
  useEffect(() => {
    if (userId === null) return;
    outbox.register(ITEMS_KIND, itemsSender);
    outbox.register(UPLOAD_KIND, uploadSender);
    return outbox.start(userId);
  }, [userId]);
}
