// What shop staff sent through the Suggestion Box, newest first. Platform admins only; others get a 404.
import type { ShownOutcome } from "@platform/page_outcome.ts";
import type { SuggestionRow } from "./suggestions.ts";

export function SuggestionsPage({ result }: { result: ShownOutcome<SuggestionRow[]> }) {
  const suggestions = result.outcome === "ok" ? result.page : [];
  return (
    <main className="page">
      <div className="page-heading">
        <h1>Suggestions</h1>
      </div>
      {suggestions.length === 0
        ? <p className="hint">No suggestions yet.</p>
        : (
          <ol className="suggestion-list">
            {suggestions.map((s) => (
              <li key={s.id} className="suggestion">
                <p className="suggestion-body">{s.body}</p>
                <p className="hint">
                  {`${s.userName ?? "A former user"}${s.userEmail ? ` <${s.userEmail}>` : ""}, ${
                    s.shopName ?? "no shop"
                  }, `}
                  <time dateTime={s.createdAt}>{new Date(s.createdAt).toUTCString()}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
    </main>
  );
}
