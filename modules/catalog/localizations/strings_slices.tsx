// A list of a culture's strings loaded a slice at a time from the strings calls (culture_strings.ts): the
// rows the page came with, or the first slice once the list is wanted (an area opened, a search typed), then
// the next one on "Show more". A failure is said under the list, and "Show more" tries again.
import { useEffect, useRef, useState } from "react";
import { getJson } from "@ui/calls.ts";
import { usePageCulture, useWords } from "../../text/ui.ts";
import { LOCALIZATION_PAGES_MESSAGES as M } from "../../text/ui.ts";
import { PAGE_ROWS, type Slice } from "./culture_strings.ts";

type Status = "idle" | "busy" | { error: string };

export interface StringsSlices<Row> {
  /** The rows so far and how many there are in all; null before the first slice came. */
  loaded: { rows: Row[]; total: number } | null;
  status: Status;
  more(): void;
}

export function useStringsSlices<Row>(
  urlAt: (offset: number) => string,
  initial: Slice<Row> | null,
  wanted: boolean,
): StringsSlices<Row> {
  const [loaded, setLoaded] = useState(initial && { rows: initial.rows, total: initial.total });
  const [status, setStatus] = useState<Status>("idle");
  const offset = useRef(initial?.rows.length ?? 0);
  const busy = useRef(false);
  const more = async () => {
    if (busy.current) return;
    busy.current = true;
    setStatus("busy");
    try {
      const slice = await getJson<Slice<Row>>(urlAt(offset.current));
      offset.current += slice.rows.length;
      setLoaded((before) => ({ rows: [...(before?.rows ?? []), ...slice.rows], total: slice.total }));
      setStatus("idle");
    } catch (error) {
      setStatus({ error: (error as Error).message });
    } finally {
      busy.current = false;
    }
  };
  useEffect(() => {
    if (wanted && loaded === null) void more();
  }, [wanted]);
  return { loaded, status, more: () => void more() };
}

/** Under a list: loading, the failure, or "Show n more" while some are not shown (in the staff's words). */
export function SlicesFooter<Row>({ slices }: { slices: StringsSlices<Row> }) {
  const say = useWords();
  const { loaded, status } = slices;
  const left = loaded ? loaded.total - loaded.rows.length : 0;
  return (
    <div className="localization-more" lang={usePageCulture()}>
      {status === "busy" && <p className="hint" role="status">{say(M.loading)}</p>}
      {typeof status === "object" && (
        <p className="form-error" role="alert">{say(M.loadFailed, { reason: status.error })}</p>
      )}
      {typeof status === "object" && (
        <button type="button" className="button" onClick={slices.more}>{say(M.tryAgain)}</button>
      )}
      {status === "idle" && left > 0 && (
        <button type="button" className="button" onClick={slices.more}>
          {say(M.showMore, { count: Math.min(PAGE_ROWS, left) })}
        </button>
      )}
    </div>
  );
}
