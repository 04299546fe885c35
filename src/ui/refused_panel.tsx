import type { ReactNode } from "react";

/** A page this user may not open (403): why, and a way back. */
export function RefusedPanel({ message, back }: { message: string; back: ReactNode }) {
  return (
    <main className="panel-page" role="alert">
      <h1>Not allowed</h1>
      <p>{message}</p>
      <p>{back}</p>
    </main>
  );
}
