// The shop's frame on every /{shop} page (modules/shops/layout/shop_layout.tsx): the sections of the
// navigation and the user menu, in the shop's staff language (/account). Sent with the shop gate
// (getShopSession), so every staff page has them whether or not the page itself is localized.
import { defineMessages } from "../catalogue.ts";

export const STAFF_FRAME_MESSAGES = defineMessages("staff", "Shop navigation", {
  navLabel: { "en-US": "Shop sections", "es-MX": "Secciones del taller", "fr-CA": "Sections du garage" },
  navBay: { "en-US": "Bay", "es-MX": "Bahía", "fr-CA": "Baie" },
  navInspections: { "en-US": "Inspections", "es-MX": "Inspecciones", "fr-CA": "Inspections" },
  navAppointments: { "en-US": "Appointments", "es-MX": "Citas", "fr-CA": "Rendez-vous" },
  navCustomers: { "en-US": "Customers", "es-MX": "Clientes", "fr-CA": "Clients" },
  navCatalogue: { "en-US": "Catalogue", "es-MX": "Catálogo", "fr-CA": "Catalogue" },
  navUsers: { "en-US": "Users", "es-MX": "Usuarios", "fr-CA": "Utilisateurs" },
  navPictures: { "en-US": "Pictures", "es-MX": "Imágenes", "fr-CA": "Images" },
  navReports: { "en-US": "Reports", "es-MX": "Informes", "fr-CA": "Rapports" },
  navSettings: { "en-US": "Settings", "es-MX": "Configuración", "fr-CA": "Paramètres" },
  yourProfile: { "en-US": "Your profile", "es-MX": "Su perfil", "fr-CA": "Votre profil" },
  help: { "en-US": "Help", "es-MX": "Ayuda", "fr-CA": "Aide" },
  helpTitle: {
    "en-US": "Help with this screen",
    "es-MX": "Ayuda con esta pantalla",
    "fr-CA": "Aide pour cet écran",
  },
  shops: { "en-US": "Shops", "es-MX": "Talleres", "fr-CA": "Garages" },
  signOut: { "en-US": "Sign out", "es-MX": "Cerrar sesión", "fr-CA": "Se déconnecter" },
  // An address under the shop that names no page (said to members only: others get "no such shop").
  noSuchPage: {
    "en-US": "There is no page at this address in this shop. Check the link you followed.",
    "es-MX": "No hay ninguna página en esta dirección de este taller. Revise el enlace que siguió.",
    "fr-CA": "Il n'y a aucune page à cette adresse dans ce garage. Vérifiez le lien que vous avez suivi.",
  },
});
