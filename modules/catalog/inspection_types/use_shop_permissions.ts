// What the viewer may do in the shop, as the shop layout loaded it: the pages show only what they may use
// (the server checks every post and call again).
import { getRouteApi } from "@tanstack/react-router";

const shopRoute = getRouteApi("/$shopUriName");

export function useShopPermissions() {
  const { permissions, shop } = shopRoute.useLoaderData();
  return {
    shop,
    canManage: permissions.includes("catalog.manage"),
    canPublish: permissions.includes("catalog.publish"),
  };
}
