import { Link } from "@tanstack/react-router";

export function NotFoundPanel({ message }: { message?: string }) {
  return (
    <main className="panel-page">
      <h1>Page not found</h1>
      <p>
        {message ?? "There is no page at this address. Check the link, or start again from the start page."}
      </p>
      <p>
        <Link to="/">Go to the start page</Link>
      </p>
    </main>
  );
}
