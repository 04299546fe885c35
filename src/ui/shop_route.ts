// A shop page's route hands its page three things: the loader's result, the shop's address name and the
// search. Read here with the route's own hooks, so a route file renders its page in one line:
//   component: () => <PrioritiesPage {...useShopRoute(Route)} />
interface ShopRouteApi<Result, Search> {
  useLoaderData: () => Result;
  useParams: () => { shopUriName: string };
  useSearch: () => Search;
}

export function useShopRoute<Result, Search>(
  route: ShopRouteApi<Result, Search>,
): { result: Result; shopUriName: string; search: Search } {
  return {
    result: route.useLoaderData(),
    shopUriName: route.useParams().shopUriName,
    search: route.useSearch(),
  };
}
