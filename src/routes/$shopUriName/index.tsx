import { createFileRoute, redirect } from "@tanstack/react-router";

// The shop's home; until the inspections list exists it opens the inspection types.
export const Route = createFileRoute("/$shopUriName/")({
  beforeLoad: ({ params }) => {
    throw redirect({ to: "/$shopUriName/inspection-types", params });
  },
});
