// What the form post before did, as the page it redirected to says it: the post names its outcome in the
// address (?done=saved), so a reload shows the notice again and Back does not post twice. Each page keeps
// its own texts; an outcome it has no text for is ignored.

/** The address's done value, when the page has a text for it. */
export function doneOf<Done extends string>(
  notices: Readonly<Record<Done, string>>,
  search: Record<string, unknown>,
): Done | undefined {
  return typeof search.done === "string" && Object.hasOwn(notices, search.done)
    ? search.done as Done
    : undefined;
}

export function DoneNotice<Done extends string>(
  props: { notices: Readonly<Record<Done, string>>; done: Done | undefined },
) {
  return props.done ? <p className="form-notice" role="status">{props.notices[props.done]}</p> : null;
}

/** The search of a page whose only query parameter is done. */
export interface DoneSearch<Done extends string> {
  done?: Done;
}

/** Reads DoneSearch: done when the page has a text for it, else left out. */
export function readDoneSearch<Done extends string>(
  notices: Readonly<Record<Done, string>>,
  search: Record<string, unknown>,
): DoneSearch<Done> {
  const done = doneOf(notices, search);
  return done ? { done } : {};
}
