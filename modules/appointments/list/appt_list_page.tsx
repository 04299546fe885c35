// /{shop}/appt-list: today's and the coming appointments, by day in the shop's time zone, each with its
// time, customer, vehicle and concern, and one tap to its open checklist (or the add form prefilled from it). Owners and
// managers import a calendar or an export here, and delete the imported appointments (decision 030). Its
// words are the catalogue's appointments messages in the staff language (decision 028).
import type { ShownOutcome } from "@platform/page_outcome.ts";
import { ShopPageResult } from "@ui/shop_page_result.tsx";
import { CsrfField } from "@ui/forms.tsx";
import type { AppointmentOnList, ApptListPage } from "./appt_list.server.ts";
import { ImportControls, LastImport } from "./import_controls.tsx";
import { APPOINTMENTS_MESSAGES as M, useWords, WordsProvider } from "@modules/text/ui.ts";

export function ApptListPage(props: { result: ShownOutcome<ApptListPage>; shopUriName: string }) {
  return (
    <ShopPageResult result={props.result} shopUriName={props.shopUriName}>
      {(page) => (
        <WordsProvider words={page.words}>
          <AppointmentList page={page} />
        </WordsProvider>
      )}
    </ShopPageResult>
  );
}

function AppointmentList({ page }: { page: ApptListPage }) {
  const say = useWords();
  const listed = page.days.reduce((sum, day) => sum + day.appointments.length, 0);
  return (
    <main className="page appt-list-page" lang={page.words.culture}>
      <div className="page-heading">
        <h1>{say(M.title)}</h1>
        {page.canManage && <ImportControls shopId={page.shopId} total={page.total} />}
      </div>
      {page.canManage && <LastImport shopId={page.shopId} />}
      {page.canManage && <p className="hint">{say(M.importHint)}</p>}
      {page.days.length === 0 && <p className="empty">{say(M.none)}</p>}
      {page.days.map((day) => (
        <section key={day.label} className="appointment-day" aria-label={day.label}>
          <h2>{day.label}</h2>
          <ol className="appointment-list">
            {day.appointments.map((appointment) => (
              <AppointmentCard key={appointment.id} appointment={appointment} />
            ))}
          </ol>
        </section>
      ))}
      {page.total > listed && <p className="hint">{say(M.firstListed, { listed, total: page.total })}</p>}
    </main>
  );
}

function AppointmentCard({ appointment }: { appointment: AppointmentOnList }) {
  const say = useWords();
  const vehicle = [appointment.vehicle, appointment.plate].filter(Boolean).join(" · ");
  return (
    <li className="appointment-card">
      <p className="appointment-time">{appointment.time}</p>
      <div className="appointment-details">
        <p className="appointment-customer">
          <strong>{appointment.customer || say(M.noCustomer)}</strong>
          {appointment.phone && <a href={`tel:${appointment.dial}`}>{appointment.phone}</a>}
        </p>
        {vehicle && <p className="appointment-vehicle">{vehicle}</p>}
        {appointment.vin && <p className="appointment-vin hint">{say(M.vin, { vin: appointment.vin })}</p>}
        {appointment.concern && <p className="appointment-concern">{appointment.concern}</p>}
      </div>
      {/* One tap to the checklist: the customer and car found or added by the dedupe rules (issue 32). */}
      <form method="post" action={appointment.startAction} className="appointment-start">
        <CsrfField />
        <button type="submit" className="button primary">
          {say(appointment.started ? M.openChecklist : M.startInspection)}
        </button>
        {!appointment.started && <a href={appointment.startHref}>{say(M.checkDetailsFirst)}</a>}
      </form>
    </li>
  );
}
