// The inspections list (/{shop}/inspections, modules/inspections/list/): its heading and buttons, the
// filters and what they mean, the table's columns, the statuses as the list shows them, and the empty list.
import { defineMessages } from "../catalogue.ts";

export const INSPECTIONS_LIST_MESSAGES = defineMessages("inspectionsList", "Inspections list", {
  title: { "en-US": "Inspections", "es-MX": "Inspecciones", "fr-CA": "Inspections" },
  bayQuicklist: {
    "en-US": "Bay quicklist",
    "es-MX": "Lista rápida de la bahía",
    "fr-CA": "Liste rapide de la baie",
  },
  newInspection: { "en-US": "New inspection", "es-MX": "Nueva inspección", "fr-CA": "Nouvelle inspection" },
  search: { "en-US": "Search", "es-MX": "Buscar", "fr-CA": "Recherche" },
  searchPlaceholder: {
    "en-US": "Customer, vehicle, plate, VIN or RO number",
    "es-MX": "Cliente, vehículo, placas, VIN o número de orden",
    "fr-CA": "Client, véhicule, plaque, NIV ou numéro de bon de travail",
  },
  status: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  statusOpen: {
    "en-US": "Open (all but closed)",
    "es-MX": "Abiertas (todas menos cerradas)",
    "fr-CA": "Ouvertes (toutes sauf fermées)",
  },
  statusEvery: { "en-US": "Every status", "es-MX": "Todos los estados", "fr-CA": "Tous les statuts" },
  mechanic: { "en-US": "Mechanic", "es-MX": "Mecánico", "fr-CA": "Mécanicien" },
  manager: { "en-US": "Manager", "es-MX": "Gerente", "fr-CA": "Gérant" },
  createdBy: { "en-US": "Created by", "es-MX": "Creada por", "fr-CA": "Créée par" },
  anyone: { "en-US": "Anyone", "es-MX": "Cualquiera", "fr-CA": "N'importe qui" },
  createdFrom: { "en-US": "Created from", "es-MX": "Creada desde", "fr-CA": "Créée du" },
  createdUntil: { "en-US": "Created until", "es-MX": "Creada hasta", "fr-CA": "Créée jusqu'au" },
  disabledMember: {
    "en-US": "{name} (disabled)",
    "es-MX": "{name} (desactivado)",
    "fr-CA": "{name} (désactivé)",
  },
  filtersMeaning: {
    "en-US": "What the filters mean",
    "es-MX": "Qué significan los filtros",
    "fr-CA": "Ce que veulent dire les filtres",
  },
  searchMeaning: {
    "en-US":
      "Each word must start a customer's first, last or company name, the vehicle's make or model, its plate or VIN, or the RO number. The last six or more characters of a VIN find it too.",
    "es-MX":
      "Cada palabra debe ser el inicio del nombre, apellido o empresa del cliente, de la marca o modelo del vehículo, de sus placas o VIN, o del número de orden. Los últimos seis o más caracteres de un VIN también lo encuentran.",
    "fr-CA":
      "Chaque mot doit commencer le prénom, le nom ou l'entreprise d'un client, la marque ou le modèle du véhicule, sa plaque ou son NIV, ou le numéro de bon de travail. Les six derniers caractères d'un NIV, ou plus, le trouvent aussi.",
  },
  statusMeaning: {
    "en-US": "Open shows every inspection that is not closed; choose one status, or every status.",
    "es-MX": "Abiertas muestra toda inspección que no esté cerrada; elija un estado, o todos los estados.",
    "fr-CA":
      "Ouvertes montre toute inspection qui n'est pas fermée; choisissez un statut, ou tous les statuts.",
  },
  createdRange: {
    "en-US": "Created from … until",
    "es-MX": "Creada desde … hasta",
    "fr-CA": "Créée du … jusqu'au",
  },
  createdRangeMeaning: {
    "en-US": "Days in the shop's time zone; both days are included.",
    "es-MX": "Días en la zona horaria del taller; ambos días se incluyen.",
    "fr-CA": "Des jours dans le fuseau horaire du garage; les deux jours sont inclus.",
  },
  addressMeaning: {
    "en-US":
      "In the address these are status, search, from, to, manager, mechanic, creator (user numbers), orderBy, asc (1 or 0), page and pageSize.",
    "es-MX":
      "En la dirección son status, search, from, to, manager, mechanic, creator (números de usuario), orderBy, asc (1 o 0), page y pageSize.",
    "fr-CA":
      "Dans l'adresse, ce sont status, search, from, to, manager, mechanic, creator (numéros d'utilisateur), orderBy, asc (1 ou 0), page et pageSize.",
  },
  vehicle: { "en-US": "Vehicle", "es-MX": "Vehículo", "fr-CA": "Véhicule" },
  customer: { "en-US": "Customer", "es-MX": "Cliente", "fr-CA": "Client" },
  ro: { "en-US": "RO", "es-MX": "Orden", "fr-CA": "BT" },
  created: { "en-US": "Created", "es-MX": "Creada", "fr-CA": "Créée" },
  checklist: { "en-US": "Checklist", "es-MX": "Lista de revisión", "fr-CA": "Liste de vérification" },
  checklistOf: {
    "en-US": "Checklist of {vehicle}",
    "es-MX": "Lista de revisión de {vehicle}",
    "fr-CA": "Liste de vérification de {vehicle}",
  },
  checklistOfRo: {
    "en-US": "Checklist of {vehicle}, RO {ro}",
    "es-MX": "Lista de revisión de {vehicle}, orden {ro}",
    "fr-CA": "Liste de vérification de {vehicle}, BT {ro}",
  },
  noneMatch: {
    "en-US": "No inspections match these filters.",
    "es-MX": "Ninguna inspección coincide con estos filtros.",
    "fr-CA": "Aucune inspection ne correspond à ces filtres.",
  },
  statusCreated: { "en-US": "New", "es-MX": "Nueva", "fr-CA": "Nouvelle" },
  statusInProgress: { "en-US": "In progress", "es-MX": "En proceso", "fr-CA": "En cours" },
  statusReadyForAudit: {
    "en-US": "Ready for audit",
    "es-MX": "Lista para revisión",
    "fr-CA": "Prête pour la vérification",
  },
  statusAudited: { "en-US": "Audited", "es-MX": "Revisada", "fr-CA": "Vérifiée" },
  statusReportSent: { "en-US": "Report sent", "es-MX": "Reporte enviado", "fr-CA": "Rapport envoyé" },
  statusViewed: {
    "en-US": "Viewed by customer",
    "es-MX": "Vista por el cliente",
    "fr-CA": "Vue par le client",
  },
  statusClosed: { "en-US": "Closed", "es-MX": "Cerrada", "fr-CA": "Fermée" },
  statusSentBack: { "en-US": "Sent back", "es-MX": "Devuelta", "fr-CA": "Renvoyée" },
  noun: {
    "en-US": "{n, plural, one {inspection} other {inspections}}",
    "es-MX": "{n, plural, one {inspección} other {inspecciones}}",
    "fr-CA": "{n, plural, one {inspection} other {inspections}}",
  },
  answer: { "en-US": "Customer's answer", "es-MX": "Respuesta del cliente", "fr-CA": "Réponse du client" },
  answerAny: { "en-US": "Any", "es-MX": "Cualquiera", "fr-CA": "Toutes" },
  answerAnswered: { "en-US": "Answered", "es-MX": "Con respuesta", "fr-CA": "Avec réponse" },
  answerNone: { "en-US": "Not answered yet", "es-MX": "Sin respuesta", "fr-CA": "Sans réponse" },
  answerApproved: { "en-US": "Approved", "es-MX": "Aprobada", "fr-CA": "Approuvée" },
  answerPartlyApproved: {
    "en-US": "Partly approved",
    "es-MX": "Aprobada en parte",
    "fr-CA": "Approuvée en partie",
  },
  answerDeclined: { "en-US": "Declined", "es-MX": "Rechazada", "fr-CA": "Refusée" },
  answerAmounts: {
    "en-US": "{approved} approved, {declined} declined",
    "es-MX": "{approved} aprobado, {declined} rechazado",
    "fr-CA": "{approved} approuvé, {declined} refusé",
  },
  answerApprovedAmount: {
    "en-US": "{approved} approved",
    "es-MX": "{approved} aprobado",
    "fr-CA": "{approved} approuvé",
  },
  answerDeclinedAmount: {
    "en-US": "{declined} declined",
    "es-MX": "{declined} rechazado",
    "fr-CA": "{declined} refusé",
  },
  answerMeaning: {
    "en-US":
      "What the customer said on the report: approved is every recommended item, partly approved some of them, declined none.",
    "es-MX":
      "Lo que el cliente respondió en el informe: aprobada es todo el trabajo recomendado, aprobada en parte solo una parte, rechazada nada.",
    "fr-CA":
      "Ce que le client a répondu sur le rapport : approuvée, tous les travaux recommandés; approuvée en partie, certains; refusée, aucun.",
  },
  answersHeading: {
    "en-US": "Customers answered",
    "es-MX": "Respuestas de clientes",
    "fr-CA": "Réponses des clients",
  },
  answerNotice: {
    "en-US": "{customer} ({vehicle}): {answer}, {amounts}",
    "es-MX": "{customer} ({vehicle}): {answer}, {amounts}",
    "fr-CA": "{customer} ({vehicle}) : {answer}, {amounts}",
  },
  answerNoticeCustomer: { "en-US": "The customer", "es-MX": "El cliente", "fr-CA": "Le client" },
  answerNoticeOpen: { "en-US": "Open", "es-MX": "Abrir", "fr-CA": "Ouvrir" },
  answersDismiss: { "en-US": "Dismiss", "es-MX": "Descartar", "fr-CA": "Masquer" },
});
