// The one way the server function of an inspection's page is written: the inspection named in the address
// is opened through its gate (requireInspectionAccess: the same 404 for a tampered id, another shop's and
// none), the permission is checked, and the refusals become the page's outcome with its status. A page's
// loader then only loads, from the access:
//
//   export const getAuditPage = createServerFn({ method: "GET" })
//     .validator(inspectionPageInput)
//     .handler(inspectionPage("inspections.view", (access, { sql }) => loadAuditPage(sql, access)));
import { loadPage } from "@platform/page_outcome.server.ts";
import type { PageOutcome } from "@platform/page_outcome.ts";
import type { RequestContext } from "@platform/request_context.ts";
import type { Permission } from "../shops/ui.ts";
import { type InspectionAccess, requireInspectionAccess } from "./inspection_access.ts";
import type { InspectionPageInput } from "./inspection_page_input.ts";

export function inspectionPage<Input extends InspectionPageInput, Page>(
  permission: Permission,
  load: (access: InspectionAccess, context: RequestContext, input: Input) => Promise<Page>,
): (call: { data: Input; context: RequestContext }) => Promise<PageOutcome<Page>> {
  return ({ data, context }) =>
    loadPage(async () => {
      const { sql, keys, viewer } = context;
      const access = await requireInspectionAccess(
        sql,
        keys,
        viewer,
        data.encInspectionId,
        permission,
        data.shopUriName,
      );
      return load(access, context, data);
    });
}
