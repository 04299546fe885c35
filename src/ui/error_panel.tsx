import type { ErrorComponentProps } from "@tanstack/react-router";
import { useRouter } from "@tanstack/react-router";

/** Shown when a page fails to load. The details went to the server log; people get a way forward. */
export function ErrorPanel({ reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <main className="panel-page" role="alert">
      <h1>Something went wrong</h1>
      <p>This page could not be loaded. Try again; if it keeps happening, tell us what you were doing.</p>
      <p>
        <button
          type="button"
          className="button"
          onClick={() => {
            reset();
            router.invalidate();
          }}
        >
          Try again
        </button>
      </p>
    </main>
  );
}
