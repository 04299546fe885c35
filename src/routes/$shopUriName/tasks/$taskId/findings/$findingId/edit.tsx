import { createFileRoute, Link } from "@tanstack/react-router";
import { getEditFindingPage } from "../../../../../../../modules/catalog/ui.ts";
import { pageOrLeave } from "../../../../../../platform/page_outcome.ts";
import { FormMessages, useFormResult } from "../../../../../../ui/forms.tsx";
import { NotFoundPanel } from "../../../../../../ui/not_found_panel.tsx";
import { pageTitle } from "../../../../../../ui/page_title.ts";
import { RefusedPanel } from "../../../../../../ui/refused_panel.tsx";
import { FindingEditor } from "../../../../findings/-finding_editor.tsx";

// A finding of the task, to edit (owners and managers) or read (mechanics). A finding of another task in
// the address is a 404, as for one that does not exist.
export const Route = createFileRoute("/$shopUriName/tasks/$taskId/findings/$findingId/edit")({
  loader: async ({ params, location }) =>
    pageOrLeave(
      await getEditFindingPage({
        data: { shopUriName: params.shopUriName, findingId: params.findingId, taskId: params.taskId },
      }),
      location.href,
    ),
  head: ({ matches }) => ({ meta: [{ title: pageTitle("Finding", matches) }] }),
  component: EditTaskFindingPage,
  notFoundComponent: () => <NotFoundPanel message="There is no such finding in this shop." />,
});

function EditTaskFindingPage() {
  const result = Route.useLoaderData();
  const { shopUriName, taskId, findingId } = Route.useParams();
  const form = useFormResult();
  const back = (
    <Link to="/$shopUriName/tasks/$taskId/findings" params={{ shopUriName, taskId }}>
      Back to the findings
    </Link>
  );
  if (result.outcome === "refused") return <RefusedPanel message={result.message} back={back} />;
  return (
    <FindingEditor
      page={result.page}
      form={form}
      messages={<FormMessages form={form} />}
      action={`/${shopUriName}/tasks/${taskId}/findings/${findingId}/edit`}
      back={back}
    />
  );
}
