import { createFileRoute, Link } from "@tanstack/react-router";
import { getEditFindingPage } from "../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../../ui/forms.tsx";
import { NotFoundPanel } from "../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../ui/refused_panel.tsx";
import { FindingEditor } from "../-finding_editor.tsx";

// A finding opened from the findings list: the same form as under its task; saving goes back to the list.
export const Route = createFileRoute("/$shopUriName/findings/$findingId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: null },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Finding", matches) }] }),
  component: EditFindingPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such finding in this shop." />,
});

function EditFindingPage() {
  const result = Route.useLoaderData();
  const { shopUriName, findingId } = Route.useParams();
  const form = useFormResult();
  const back = <Link to="/$shopUriName/findings" params={{ shopUriName }}>Back to the findings</Link>;
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <FindingEditor
      page={result.page}
      form={form}
      messages={<FormMessages form={form} />}
      action={`/${shopUriName}/findings/${findingId}/edit`}
      back={back}
    />
  );
}
