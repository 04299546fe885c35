// The audit and the appointments in Chromium for a shop whose staff speak es-MX (decision 028): what the
// pages say once they run in the browser — a refused price, a saved row, the Send back dialog and its
// outcome, an import's notice and the Delete all confirmation — is Spanish, as their first paint is.
import { Buffer } from "node:buffer";
import type { Page } from "playwright-core";
import { LONG_LIVED } from "../support/app.ts";
import { browserFixture, watchedTab } from "../support/browser_fixture.ts";
import { shopSystemCsv } from "../support/appointment_files.ts";
import {
  type InspectionShop,
  inspectionShop,
  newInspection,
  PASSWORD,
  saveAuditResults,
} from "../support/inspection_shop.ts";

const ZONE = "America/Los_Angeles";
let page: Page;
let shop: InspectionShop;
let encId: string;

const test = (name: string, fn: () => Promise<void>) =>
  Deno.test({ name: `staff pages' words in the browser: ${name}`, ...LONG_LIVED, fn });

const fixture = browserFixture({
  async setup({ app }) {
    const { sql, keys } = app.services;
    shop = await inspectionShop(sql);
    await sql`update shops set staff_language = 'es-MX', time_zone = ${ZONE} where id = ${shop.shop.id}`;
    const inspection = await newInspection(sql, keys, shop);
    encId = inspection.encId;
    await saveAuditResults(sql, keys, shop, encId, "Rechinan al frenar.");
    await sql`update inspections set status = 'readyForAudit' where id = ${inspection.id}`;
    ({ page } = await watchedTab(fixture, {
      viewport: { width: 1280, height: 900 },
      user: { email: shop.manager.email, password: PASSWORD },
    }));
  },
});

test("the audit's notes, dialog and outcome are in Spanish", async () => {
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/inspections/${encId}/audit`);
  await page.waitForSelector("html[data-hydrated]");
  const pads = page.locator("li.audit-item", {
    has: page.getByRole("heading", { name: "Front brake pads" }),
  });
  await pads.getByLabel("Precio").fill("mucho");
  await page.getByText("Primero guarde o deshaga sus cambios.").waitFor();
  await page.getByRole("button", { name: "Guardar cambios (1)" }).click();
  await pads.getByText("Precio: un número como 180 o 180.50.").waitFor();
  await pads.getByLabel("Precio").fill("189.50");
  await pads.getByLabel("Mano de obra (horas)").fill("1.5");
  await page.getByRole("button", { name: "Guardar cambios (1)" }).click();
  await pads.getByText("Guardado.").waitFor();

  await page.getByRole("button", { name: "Devolver…" }).click();
  const dialog = page.getByRole("dialog", { name: "Devolver para más trabajo" });
  await dialog.getByText("La inspección regresa al mecánico como en proceso.").waitFor();
  await dialog.getByLabel("Nota para el mecánico (opcional)").fill("Medir también las traseras.");
  await dialog.getByRole("button", { name: "Devolver", exact: true }).click();
  await page.getByText("Listo: la inspección ahora está en proceso.").waitFor();
});

test("an import's notice and the Delete all confirmation are in Spanish", async () => {
  await page.goto(`${fixture.app.url}/${shop.shop.uriName}/appt-list`);
  await page.waitForSelector("html[data-hydrated]");
  await page.getByText("No hay citas hoy ni más adelante.").waitFor();
  await Promise.all([
    page.waitForEvent("load"),
    page.getByLabel("Importar citas").setInputFiles({
      name: "tekmetric.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(shopSystemCsv(ZONE)),
    }),
  ]);
  await page.waitForSelector("html[data-hydrated]");
  const notice = page.getByRole("status").filter({ hasText: "tekmetric.csv:" });
  await notice.getByText("Columnas no leídas: Service Advisor.").waitFor();
  await notice.getByText("No importadas (1)").click();
  await notice.getByText(/^Fila 5: /).waitFor();
  // One tap starts the appointment's inspection (a button since issue 32), beside the link to check it first.
  await page.getByRole("region", { name: /^Mañana, / }).getByRole("button", { name: "Iniciar inspección" })
    .first()
    .waitFor();

  await page.getByRole("button", { name: "Eliminar todas" }).click();
  const dialog = page.getByRole("dialog", { name: "Eliminar las citas" });
  await dialog.getByText(/^¿Eliminar las 3 citas importadas del taller\?/).waitFor();
  await Promise.all([
    page.waitForEvent("load"),
    dialog.getByRole("button", { name: "Eliminar citas" }).click(),
  ]);
  await page.getByText("No hay citas hoy ni más adelante.").waitFor();
});
