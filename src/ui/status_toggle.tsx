// The status checkbox of a list row (users now; tasks, findings, types and priorities use the same call):
// a change posts IsActive and Enabled as true or false, the box is disabled until the answer, and anything
// but a 200 puts it back and says why. Before scripts run it is disabled: it could not do anything yet.
import { useState } from "react";
import { post, refusalText } from "./calls.ts";
import { useHydrated } from "./use_hydrated.ts";

export function StatusToggle(props: {
  /** The call, e.g. /ajax/users/12/status. */
  url: string;
  isActive: boolean;
  /** Says what the box is for, e.g. "Mia Mechanic is active". */
  label: string;
  readOnly?: boolean;
  /** The refusal, in words for the user; null when a later change worked. */
  onError(message: string | null): void;
  /** After the server took the change (a page whose rows show more than on/off reloads them). */
  onSaved?(isActive: boolean): void;
}) {
  const [isActive, setActive] = useState(props.isActive);
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function change(next: boolean) {
    setActive(next);
    setBusy(true);
    try {
      const value = String(next);
      const response = await post(props.url, new URLSearchParams({ IsActive: value, Enabled: value }));
      if (response.status !== 200) throw new Error(await refusalText(response));
      props.onError(null);
      props.onSaved?.(next);
    } catch (error) {
      setActive(!next);
      props.onError((error as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <input
      type="checkbox"
      className="status-toggle"
      aria-label={props.label}
      checked={isActive}
      disabled={!hydrated || busy || props.readOnly}
      aria-busy={busy}
      onChange={(event) => change(event.currentTarget.checked)}
    />
  );
}
