// A list whose filters cannot be answered (a date that is not one, page=0): the server's reason, and a way to
// start again without filters, where the page's language puts it in its sentence.
import { Link } from "@tanstack/react-router";

/** "Correct the filters below, or {start again without filters}.": the sentence around the link. */
export interface ListRefusalWords {
  beforeLink: string;
  /** Undefined when the sentence (a shop's wording) has no place for the link. */
  afterLink: string | undefined;
  startAgain: string;
}

export function ListRefusal(props: { error: string; words: ListRefusalWords }) {
  const { beforeLink, afterLink, startAgain } = props.words;
  return (
    <div className="form-error list-refusal" role="alert">
      <p>{props.error}</p>
      <p>
        {beforeLink}
        {afterLink !== undefined && (
          <>
            {/* The same list, every filter gone. */}
            <Link to="." search={{} as never}>{startAgain}</Link>
            {afterLink}
          </>
        )}
      </p>
    </div>
  );
}
