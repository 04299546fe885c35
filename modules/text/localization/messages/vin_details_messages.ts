// The VIN details page's own words (/{shop}/vehicles/details-by-vin); the decoded fields are named as the
// vehicle page names them (vehicles.*). The decoder's message about a VIN is the server's text.
import { defineMessages } from "../catalogue.ts";

export const VIN_DETAILS_MESSAGES = defineMessages("vinDetails", "VIN details", {
  title: { "en-US": "VIN details", "es-MX": "Datos del VIN", "fr-CA": "Détails du NIV" },
  decode: { "en-US": "Decode", "es-MX": "Decodificar", "fr-CA": "Décoder" },
  validVin: { "en-US": "Valid VIN", "es-MX": "VIN válido", "fr-CA": "NIV valide" },
  valid: {
    "en-US": "Yes (check digit right)",
    "es-MX": "Sí (dígito verificador correcto)",
    "fr-CA": "Oui (chiffre de contrôle exact)",
  },
  invalid: { "en-US": "No", "es-MX": "No", "fr-CA": "Non" },
  manufacturer: { "en-US": "Manufacturer", "es-MX": "Fabricante", "fr-CA": "Constructeur" },
  // The World Manufacturer Identifier, the VIN's first three characters.
  wmi: { "en-US": "WMI", "es-MX": "WMI", "fr-CA": "WMI" },
  shopVehicles: {
    "en-US": "This shop's vehicles with this VIN",
    "es-MX": "Vehículos de este taller con este VIN",
    "fr-CA": "Véhicules de ce garage avec ce NIV",
  },
  noShopVehicles: {
    "en-US": "None of the shop's vehicles has this VIN.",
    "es-MX": "Ningún vehículo del taller tiene este VIN.",
    "fr-CA": "Aucun véhicule du garage n'a ce NIV.",
  },
});
