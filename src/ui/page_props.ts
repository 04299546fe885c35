// A page's route hands its page what the route knows: the loader's result, the address's params
// (shopUriName, taskId, ...) and the search. Read here with the route's own hooks, so a route file renders
// its page in one line:  component: () => <PrioritiesPage {...usePageProps(Route)} />
interface RouteHooks<Result, Params, Search> {
  useLoaderData: () => Result;
  useParams: () => Params;
  useSearch: () => Search;
}

export function usePageProps<Result, Params extends object, Search>(
  route: RouteHooks<Result, Params, Search>,
): Params & { result: Result; search: Search } {
  return { ...route.useParams(), result: route.useLoaderData(), search: route.useSearch() };
}
