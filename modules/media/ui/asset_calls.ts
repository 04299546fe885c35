// The asset list's calls (seed 001 section 7): the list, reorder and copy (text/csv of ids), delete, the
// update patches, the image menu and task assignment, footer, and move to the vehicle. Writes send the
// page's CSRF token as calls.ts does; a refused call throws an UnexpectedResponseError whose status the
// caller reads (409 on a second assignment) and whose message is the server's words.
import type { AssetListResponse, AssetSubclass } from "../types.ts";
import { csrfToken, getJson, UnexpectedResponseError } from "@ui/calls.ts";
import { serverMessage } from "@ui/server_message.ts";
import { copyCsv, readAssetList, reorderCsv } from "./asset_list_rules.ts";

/** The image menu's data (seed 001 "Inspection images status DTO"). */
export interface ImageMenuData {
  inspectionTypeName: string;
  categories: Array<{
    categoryId: number;
    name: string;
    tasks: Array<{
      taskId: number;
      name: string;
      itemStatus: "none" | "pass" | "warn" | "fail" | null;
      hasNotes: boolean;
    }>;
  }>;
}

/** The list's own calls live under its URL: /ajax/{owner}/{id}/assets. */
export function assetCalls(listUrl: string) {
  const one = (assetId: number) => `${listUrl}/${assetId}`;
  return {
    list: async () => readAssetList(await getJson(listUrl)),
    reorder: (ids: number[]) => send("POST", `${listUrl}/reorder`, { csv: reorderCsv(ids) }, [204]),
    /** null when no id above 0 was given: nothing is sent. */
    copy: async (ids: number[]) => {
      const csv = copyCsv(ids);
      return csv === null ? null : await list(send("POST", `${listUrl}/copy`, { csv }, [200]));
    },
    /** The refreshed list, or null (204) when the page just removes the item. */
    remove: async (assetId: number) => {
      const answer = await send("DELETE", one(assetId), {}, [200, 204]);
      return answer === null ? null : readAssetList(answer);
    },
    /** A purpose change answers 204; one with a blank purpose is not sent at all. */
    setPurpose: async (assetId: number, subclass: AssetSubclass, purpose: string) => {
      if (purpose.trim() === "") return;
      await send("PATCH", one(assetId), { json: { subclass, purpose } }, [204]);
    },
    update: (assetId: number, change: Record<string, unknown>) =>
      list(send("PATCH", one(assetId), { json: change }, [200])),
  };
}

/** Calls only an inspection's list makes: /ajax/inspections/{enc}/... */
export function inspectionAssetCalls(encInspectionId: string) {
  const base = `/ajax/inspections/${encodeURIComponent(encInspectionId)}`;
  return {
    menu: () => getJson<ImageMenuData>(`${base}/assets/menu`),
    assign: (taskId: number, assetId: number, assigned: boolean) =>
      list(send(assigned ? "PUT" : "DELETE", `${base}/items/${taskId}/assets/${assetId}`, {}, [200])),
    footer: (assetId: number, showInFooter: boolean) =>
      list(send("POST", `${base}/assets/${assetId}/footer`, { json: { showInFooter } }, [200])),
    moveToVehicle: (assetId: number) => send("POST", `${base}/assets/${assetId}/move-to-vehicle`, {}, [200]),
    moveFromVehicle: (assetId: number) => send("POST", `${base}/vehicle-assets/${assetId}/move`, {}, [200]),
  };
}

async function list(answer: Promise<unknown>): Promise<AssetListResponse> {
  return readAssetList(await answer);
}

/** One call: a JSON or text/csv body, the statuses it may answer; JSON back, or null for 204. */
async function send(
  method: string,
  url: string,
  body: { json?: unknown; csv?: string },
  ok: number[],
): Promise<unknown> {
  const headers: Record<string, string> = { "X-CSRF-Token": csrfToken() };
  let payload: string | undefined;
  if (body.csv !== undefined) {
    headers["Content-Type"] = "text/csv";
    payload = body.csv;
  } else if (body.json !== undefined) {
    headers["Content-Type"] = "application/json";
    payload = JSON.stringify(body.json);
  }
  const response = await fetch(url, { method, credentials: "include", headers, body: payload });
  const type = response.headers.get("Content-Type");
  if (ok.includes(response.status)) {
    if (response.status === 204) return null;
    if ((type ?? "").includes("json")) return await response.json();
  }
  const text = await response.text().catch(() => "");
  throw new UnexpectedResponseError(
    response.status >= 400 ? serverMessage(type, text, response.status) : "Unexpected response",
    { method, url, body: payload ?? null },
    { status: response.status, type, text },
  );
}
