// Gives the vehicle to another customer of the shop: find them with the customer lookup call (GET
// /ajax/customers/lookup, as the add form does), pick one, confirm; POST /ajax/vehicles/{id}/transfer with
// the version the page read. The page is then loaded again: its owner and trail are the server's.
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { VEHICLES_MESSAGES as M } from "@modules/text/ui.ts";
import { type Say, useWords } from "@modules/text/ui.ts";
import { getJson, post, refusalText } from "@ui/calls.ts";
import type { CustomerMatch as Match } from "../customer_lookup.ts";

const nameIn = (say: Say) => (customer: Match) =>
  `${customer.firstName} ${customer.lastName}`.trim() || customer.companyName ||
  say(M.customerNumber, { id: String(customer.id) });

export function VehicleTransfer(
  props: { shopUriName: string; vehicleId: number; version: number; ownerId: number | null },
) {
  const router = useRouter();
  const say = useWords();
  const nameOf = nameIn(say);
  const [search, setSearch] = useState("");
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [chosen, setChosen] = useState<Match | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  async function find(event: { preventDefault(): void }) {
    event.preventDefault();
    if (!search.trim()) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await getJson<{ customers: Match[] }>(
        `/ajax/customers/lookup?shop=${encodeURIComponent(props.shopUriName)}&search=${
          encodeURIComponent(search.trim())
        }`,
      );
      setMatches(answer.customers.filter((customer) => customer.id !== props.ownerId));
      setChosen(null);
    } catch (error) {
      setMessage({ error: true, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  async function transfer() {
    if (!chosen) return;
    setBusy(true);
    setMessage(null);
    try {
      const response = await post(`/ajax/vehicles/${props.vehicleId}/transfer`, {
        customerId: chosen.id,
        version: props.version,
      });
      if (!response.ok) {
        setMessage({ error: true, text: await refusalText(response) });
        return;
      }
      setMessage({ error: false, text: say(M.transferred, { customer: nameOf(chosen) }) });
      setMatches(null);
      setChosen(null);
      setSearch("");
      await router.invalidate();
    } catch {
      setMessage({ error: true, text: say(M.transferUnanswered) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="vehicle-transfer">
      <form role="search" onSubmit={find} className="field vehicle-transfer-search">
        <label htmlFor="transfer-search">{say(M.findNewOwner)}</label>
        <span className="vehicle-transfer-row">
          <input
            id="transfer-search"
            type="search"
            placeholder={say(M.transferPlaceholder)}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            readOnly={busy}
          />
          <button type="submit" className="button" disabled={busy || !search.trim()}>
            {say(M.find)}
          </button>
        </span>
      </form>
      {matches && matches.length === 0 && <p className="empty">{say(M.noOtherMatch)}</p>}
      {matches && matches.length > 0 && (
        <fieldset className="vehicle-transfer-matches" disabled={busy}>
          <legend>{say(M.giveTo)}</legend>
          {matches.map((customer) => (
            <label key={customer.id} className="vehicle-transfer-match">
              <input
                type="radio"
                name="transfer-to"
                value={customer.id}
                checked={chosen?.id === customer.id}
                onChange={() => setChosen(customer)}
              />
              <span>
                {nameOf(customer)}
                <span className="hint">
                  {[customer.phoneMobileFormatted || customer.phoneMobile, customer.email].filter(Boolean)
                    .join(" · ")}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {chosen && (
        <button type="button" className="button primary" onClick={transfer} disabled={busy}>
          {say(M.transferTo, { customer: nameOf(chosen) })}
        </button>
      )}
      {message && (
        <p className={message.error ? "form-error" : "form-notice"} role={message.error ? "alert" : "status"}>
          {message.text}
        </p>
      )}
    </div>
  );
}
