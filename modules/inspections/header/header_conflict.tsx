// What a header field shows when someone else changed it while this page had it open: their value, and the
// choice between theirs and the user's own (header_sync.ts settles it).
import type { ReactNode } from "react";
import type { FormField } from "./header_sync.ts";
import { INSPECTION_DETAILS_MESSAGES as M, useWords } from "@modules/text/ui.ts";

export function HeaderConflict(props: {
  id: string;
  field: FormField;
  /** Their value, as the field shows it. */
  theirs: ReactNode;
  onSettle(field: FormField, choice: "theirs" | "mine"): void;
}) {
  const say = useWords();
  return (
    <div className="header-conflict">
      <p id={`${props.id}-theirs`}>
        {say(M.changedBySomeoneElse)} <strong>{props.theirs}</strong>
      </p>
      <div className="header-conflict-actions">
        <button type="button" className="button" onClick={() => props.onSettle(props.field, "theirs")}>
          {say(M.useTheirs)}
        </button>
        <button type="button" className="button" onClick={() => props.onSettle(props.field, "mine")}>
          {say(M.keepMine)}
        </button>
      </div>
    </div>
  );
}
