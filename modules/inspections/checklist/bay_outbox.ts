// The bay's outbox on every staff page: the senders for checklist changes and for photos and videos, and
// the outbox started for the signed-in person, so whatever page a mechanic is on, what they recorded on any
// inspection keeps going to the server.
import { useEffect, useRef } from "react";
import { UPLOAD_KIND, uploadSender, type UploadWords } from "@modules/media/ui.ts";
import { outbox } from "@ui/outbox/outbox.ts";
import { ITEMS_KIND, itemsSender } from "./items_outbox.ts";

/** `uploadWords`: the frame's, so an upload says its progress and failure in the staff's language. */
export function useBayOutbox(userId: number | null, uploadWords?: UploadWords): void {
  const words = useRef(uploadWords);
  words.current = uploadWords;
  useEffect(() => {
    if (userId === null) return;
    outbox.register(ITEMS_KIND, itemsSender);
    outbox.register(UPLOAD_KIND, uploadSender(() => words.current));
    return outbox.start(userId);
  }, [userId]);
}
