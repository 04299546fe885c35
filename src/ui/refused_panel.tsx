import { Link } from "@tanstack/react-router";
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

/** A shop's page this user may not open: why, and the way back to the shop's start. */
export function ShopRefusedPanel({ message, shopUriName }: { message: string; shopUriName: string }) {
  return (
    <RefusedPanel
      message={message}
      back={<Link to="/$shopUriName" params={{ shopUriName }}>Back to the shop</Link>}
    />
  );
}
