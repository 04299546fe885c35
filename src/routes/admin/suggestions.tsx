import { createFileRoute } from "@tanstack/react-router";
import { getSuggestionsPage } from "../../../modules/accounts/ui.ts";
import { pageOrLeave } from "../../platform/page_outcome.ts";
import { APP_NAME } from "../../ui/brand.ts";

// What shop staff sent through the Suggestion Box, newest first. Platform admins only; others get a 404.
export const Route = createFileRoute("/admin/suggestions")({
  loader: async ({ location }) => pageOrLeave(await getSuggestionsPage(), location.href),
  head: () => ({ meta: [{ title: `Suggestions — ${APP_NAME}` }] }),
  component: SuggestionsPage,
});

function SuggestionsPage() {
  const result = Route.useLoaderData();
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
