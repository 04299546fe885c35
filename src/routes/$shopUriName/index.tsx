import { createFileRoute, redirect } from "@tanstack/react-router";
import { getShopSession, shopHomePath } from "@modules/shops/ui.ts";

// The shop's address opens the person's start page there: the bay quicklist for a mechanic, the inspections
// list for who audits. Signed out or not a member, the shop's own route answers (sign in, or 404).
export const Route = createFileRoute("/$shopUriName/")({
  loader: async ({ params }) => {
    const gate = await getShopSession({ data: params.shopUriName });
    if (gate.outcome === "ok") throw redirect({ href: shopHomePath(gate.shop.uriName, gate.roles) });
  },
});
