// The vehicle lookup widget (seed 001): one search box for a VIN or a plate, searched as the user types
// (the shop's history and the offline decoder, 2 s at most) and on Lookup or Enter (also the vehicle-history
// service, 5 s at most). While a search is out the button reads Cancel and the selects are disabled; an
// answer that is not the latest search's is dropped. A single history hit whose VIN or plate is the search
// loads itself; other hits and decoded vehicles are offered to choose. The year, make, model, plate, plate
// state and VIN fields are the form's own (their names are the add form's), so the form posts what is shown.
// Its words are the page's (lookup_words.ts: every page showing it sends them).
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { FieldBox } from "@ui/forms.tsx";
import {
  type Say,
  useWords,
  VEHICLE_LOOKUP_MESSAGES as L,
  VEHICLES_MESSAGES as V,
} from "@modules/text/ui.ts";
import type {
  MakesModels,
  PlateSearchResponse,
  VehicleHistoryRecord,
  VehicleMatch,
  VinSearchResponse,
} from "../lookup/lookup_types.ts";
import {
  autoLoaded,
  cleanSearch,
  colourOf,
  failureMessage,
  lookupUrl,
  needsMakes,
  type SearchKind,
  searchKindOf,
  searchProblem,
  searchSequence,
  timeoutOf,
  TYPING_PAUSE_MS,
  worthSearchingWhileTyping,
} from "./lookup_rules.ts";

export interface VehicleFieldValues {
  year: string;
  make: string;
  model: string;
  license: string;
  plateIssuer: string;
  vin: string;
}

interface Found {
  history: VehicleHistoryRecord[];
  matches: VehicleMatch[];
}

type Status = { text: string; problem: boolean } | null;

export function VehicleLookup(props: {
  shopUriName: string;
  /** Prefix of the fields' ids: "add", "quick", "vehicle". */
  idPrefix: string;
  initial: VehicleFieldValues;
  /** A vehicle of the shop's history was loaded (by itself or chosen): the form may pick that vehicle. */
  onHistory?: (record: VehicleHistoryRecord) => void;
  /** The form chose a vehicle it has: the search stays, the fields of a new vehicle are hidden. */
  fieldsHidden?: boolean;
  /** A form with vehicle fields of its own (the vehicle page): only the search, found vehicles go here. */
  onVehicle?: (vehicle: VehicleMatch) => void;
  /** The person changed a field or the search by hand: a history vehicle loaded before is no longer what
   * the fields say (quick-create then makes the vehicle from the fields). */
  onEdited?: () => void;
}) {
  const id = (name: string) => `${props.idPrefix}-${name}`;
  const say = useWords();
  const describe = (vehicle: VehicleMatch) => describeIn(vehicle, say);
  const [fields, setFields] = useState<VehicleFieldValues>(props.initial);
  const [search, setSearch] = useState("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [found, setFound] = useState<Found>({ history: [], matches: [] });
  const [colour, setColour] = useState<string | null>(null);
  const [makes, setMakes] = useState<string[]>([]);
  const [models, setModels] = useState<MakesModels | null>(null);
  const sequence = useRef(searchSequence());
  const inFlight = useRef<AbortController | null>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    inFlight.current?.abort();
    if (typing.current) clearTimeout(typing.current);
  }, []);

  const set = (changes: Partial<VehicleFieldValues>) => setFields((now) => ({ ...now, ...changes }));
  const edit = (changes: Partial<VehicleFieldValues>) => {
    set(changes);
    props.onEdited?.();
  };
  const makeOptions = optionsWith(makes, fields.make);

  async function fillMakes(): Promise<string[]> {
    if (!needsMakes(makeOptions.length + 1)) return makes;
    const response = await fetch(`/ajax/vehicles/makes?shop=${encodeURIComponent(props.shopUriName)}`);
    const list = response.ok ? await response.json() as string[] : [];
    setMakes(list);
    return list;
  }

  async function fillModels() {
    if (models) return;
    const response = await fetch(`/ajax/vehicles/makes-models?shop=${encodeURIComponent(props.shopUriName)}`);
    if (response.ok) setModels(await response.json() as MakesModels);
  }

  /** Fills the fields from a vehicle; the make is then written as the make list spells it. */
  async function apply(vehicle: VehicleMatch) {
    if (props.onVehicle) return props.onVehicle(vehicle);
    setFields((now) => ({
      year: vehicle.modelYear === null ? now.year : String(vehicle.modelYear),
      make: vehicle.make || now.make,
      model: vehicle.model || now.model,
      license: vehicle.plate || now.license,
      plateIssuer: vehicle.plateIssuer || now.plateIssuer,
      vin: vehicle.vin || now.vin,
    }));
    setColour(colourOf(vehicle.vehicleColor));
    const known = await fillMakes().catch(() => makes);
    const spelled = known.find((one) => one.toLowerCase() === vehicle.make.toLowerCase());
    if (spelled) setFields((now) => now.make === vehicle.make ? { ...now, make: spelled } : now);
  }

  function load(record: VehicleHistoryRecord) {
    void apply(record);
    props.onHistory?.(record);
    setFound({ history: [], matches: [] });
    setStatus({ text: say(L.loaded, { vehicle: describe(record) }), problem: false });
  }

  function cancel() {
    inFlight.current?.abort();
    sequence.current.drop();
    setBusy(false);
  }

  async function lookup(raw: string, manual: boolean) {
    // A manual search replaces the one waiting for the typing to pause.
    if (manual && typing.current) clearTimeout(typing.current);
    const text = cleanSearch(raw);
    const problem = searchProblem(text);
    if (problem) {
      if (manual) setStatus({ text: say(problem), problem: true });
      return;
    }
    const kind: SearchKind = searchKindOf(text);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const seq = sequence.current.next();
    const timeout = setTimeout(() => controller.abort("timeout"), timeoutOf(manual));
    setBusy(true);
    try {
      const response = await fetch(
        lookupUrl(props.shopUriName, kind, text, fields.plateIssuer, manual, seq),
        { credentials: "same-origin", signal: controller.signal },
      );
      if (!sequence.current.isLatest(seq)) return;
      if (response.status !== 200) {
        setStatus({ text: failureMessage(kind, "status", say), problem: true });
        return;
      }
      const answer = await response.json() as VinSearchResponse | PlateSearchResponse;
      if (!sequence.current.isLatest(answer.seq)) return;
      show(answer, text, manual);
    } catch (error) {
      if (!sequence.current.isLatest(seq)) return;
      const timedOut = controller.signal.reason === "timeout";
      // Seed 001 section 8: a network exception is also reported (error_reporting.ts hears of it).
      if (!timedOut) globalThis.reportError(error);
      setStatus({ text: failureMessage(kind, timedOut ? "timeout" : "network", say), problem: true });
    } finally {
      clearTimeout(timeout);
      if (sequence.current.isLatest(seq)) setBusy(false);
    }
  }

  function show(answer: VinSearchResponse | PlateSearchResponse, text: string, manual: boolean) {
    const auto = autoLoaded(answer.shopVehicleHistory, text);
    if (auto) return load(auto);
    const possibilities = "possibilities" in answer ? answer.possibilities : [];
    const matches = answer.match ? [answer.match, ...possibilities] : possibilities;
    // A manual search with nothing in the history fills the fields from the first vehicle found.
    if (manual && answer.shopVehicleHistory.length === 0 && matches.length > 0) {
      void apply(matches[0]);
      setFound({ history: [], matches: matches.slice(1) });
      setStatus({
        text: answer.userMessage ?? say(L.foundOne, { vehicle: describe(matches[0]) }),
        problem: false,
      });
      return;
    }
    setFound({ history: answer.shopVehicleHistory, matches });
    const count = answer.shopVehicleHistory.length + matches.length;
    setStatus(
      answer.userMessage
        ? { text: answer.userMessage, problem: count === 0 }
        : count > 0
        ? { text: say(L.foundMany, { count }), problem: false }
        : null,
    );
  }

  function typed(raw: string) {
    const value = raw.toUpperCase(); // as searched (seed 001); the trim waits for the search
    setSearch(value);
    props.onEdited?.();
    if (typing.current) clearTimeout(typing.current);
    const text = cleanSearch(value);
    if (!worthSearchingWhileTyping(text)) return;
    typing.current = setTimeout(() => void lookup(text, false), TYPING_PAUSE_MS);
  }

  function searchKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter searches; it does not send the form.
    void lookup(search, true);
  }

  const modelList = models ? modelsOf(models, fields.make) : [];
  return (
    <div className="vehicle-lookup">
      <div className="vehicle-lookup-search">
        <FieldBox
          id={id("vehicle-search")}
          label={say(L.search)}
          hint={say(L.searchHint)}
          width="grow"
        >
          <input
            id={id("vehicle-search")}
            type="search"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={search}
            onChange={(event) => typed(event.currentTarget.value)}
            onKeyDown={searchKey}
          />
        </FieldBox>
        <button
          type="button"
          className="button"
          onClick={() => {
            if (busy) cancel();
            else void lookup(search, true);
          }}
        >
          {busy ? say(L.cancel) : say(L.lookup)}
        </button>
      </div>
      <p
        className={`vehicle-lookup-status${status?.problem ? " problem" : ""}`}
        role="status"
        aria-live="polite"
      >
        {status?.text ?? ""}
      </p>
      {(found.history.length > 0 || found.matches.length > 0) && (
        <ul className="vehicle-lookup-results" aria-label={say(L.found)}>
          {found.history.map((record) => (
            <li key={`h${record.vehicleId}`}>
              <button
                type="button"
                className="button"
                onClick={() => load(record)}
              >
                {say(L.load)}
              </button>
              <span>
                {describe(record)}
                <span className="hint">
                  {record.customer
                    ? say(L.inHistoryOf, { customer: record.customer.displayName })
                    : say(L.inHistory)}
                </span>
              </span>
            </li>
          ))}
          {found.matches.map((match, index) => (
            <li key={`m${index}`}>
              <button
                type="button"
                className="button"
                onClick={() => {
                  void apply(match);
                  setFound({ history: [], matches: [] });
                }}
              >
                {say(L.use)}
              </button>
              <span>{describe(match)}</span>
            </li>
          ))}
        </ul>
      )}
      {!props.onVehicle && (
        <div hidden={props.fieldsHidden} className="vehicle-lookup-fields">
          <div className="field-row">
            <FieldBox id={id("year")} label={say(V.modelYear)} width="narrow">
              <input
                id={id("year")}
                name="year"
                inputMode="numeric"
                maxLength={4}
                value={fields.year}
                onChange={(event) => edit({ year: event.currentTarget.value })}
              />
            </FieldBox>
            <FieldBox id={id("make")} label={say(V.make)}>
              <select
                id={id("make")}
                name="make"
                value={fields.make}
                disabled={busy}
                onFocus={() => void fillMakes().catch(() => undefined)}
                onPointerDown={() => void fillMakes().catch(() => undefined)}
                onChange={(event) => edit({ make: event.currentTarget.value })}
              >
                <option value="">{say(L.chooseMake)}</option>
                {makeOptions.map((make) => <option key={make} value={make}>{make}</option>)}
              </select>
            </FieldBox>
            <FieldBox id={id("model")} label={say(V.model)}>
              <input
                id={id("model")}
                name="model"
                list={id("models")}
                maxLength={60}
                autoComplete="off"
                value={fields.model}
                disabled={busy}
                onFocus={() => void fillModels().catch(() => undefined)}
                onChange={(event) => edit({ model: event.currentTarget.value })}
              />
              <datalist id={id("models")}>
                {modelList.map((model) => <option key={model} value={model} />)}
              </datalist>
            </FieldBox>
          </div>
          <div className="field-row">
            <FieldBox id={id("license")} label={say(V.plate)}>
              <input
                id={id("license")}
                name="license"
                maxLength={20}
                autoComplete="off"
                value={fields.license}
                onChange={(event) => edit({ license: event.currentTarget.value })}
              />
            </FieldBox>
            <FieldBox id={id("plate-issuer")} label={say(L.plateState)} width="narrow">
              <input
                id={id("plate-issuer")}
                name="plateIssuer"
                maxLength={10}
                value={fields.plateIssuer}
                onChange={(event) => edit({ plateIssuer: event.currentTarget.value })}
              />
            </FieldBox>
            <FieldBox id={id("vin")} label={say(V.vin)}>
              <input
                id={id("vin")}
                name="vin"
                maxLength={17}
                autoComplete="off"
                spellCheck={false}
                value={fields.vin}
                onChange={(event) => edit({ vin: event.currentTarget.value })}
              />
            </FieldBox>
          </div>
          {colour && (
            <p className="hint vehicle-lookup-colour">
              <span className="vehicle-colour-swatch" style={{ background: colour }} aria-hidden="true" />
              {say(L.colourOnFile, { colour })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** The list, with the current value kept when the list does not spell it. */
function optionsWith(list: string[], current: string): string[] {
  return current && !list.some((one) => one === current) ? [current, ...list] : list;
}

function modelsOf(dictionary: MakesModels, make: string): string[] {
  if (!make) return [];
  const key = Object.keys(dictionary).find((one) => one.toLowerCase() === make.toLowerCase());
  return key ? dictionary[key] : [];
}

function describeIn(vehicle: VehicleMatch, say: Say): string {
  const name = [vehicle.modelYear, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
  const plate = vehicle.plate
    ? `${vehicle.plate}${vehicle.plateIssuer ? ` (${vehicle.plateIssuer})` : ""}`
    : "";
  return [name || say(L.aVehicle), plate, vehicle.vin].filter(Boolean).join(" · ");
}
