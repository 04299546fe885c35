// The names shop systems give an appointment's parts: the column headers of their CSV exports (Tekmetric,
// Shopmonkey, Mitchell 1, Protractor, AutoFlow, Google Calendar and Outlook) and the "Label: value" lines of
// a calendar event's description. A name is compared in lower case without spaces or punctuation, so
// "Appointment Date", "appointment_date" and "APPOINTMENT-DATE" are one name.

export type AppointmentField =
  | "startDate"
  | "startTime"
  | "endDate"
  | "endTime"
  | "allDay"
  | "appointmentId"
  | "status"
  | DetailField;

/** The fields of the customer, the vehicle and the concern (what a description's lines may say too). */
export type DetailField =
  | "name"
  | "firstName"
  | "lastName"
  | "phone"
  | "email"
  | "year"
  | "make"
  | "model"
  | "vehicle"
  | "plate"
  | "vin"
  | "concern";

const NAMES: Record<AppointmentField, readonly string[]> = {
  // A date column may hold the time too ("11/27/2026 9:30 AM").
  startDate: [
    "appointmentdate",
    "apptdate",
    "date",
    "startdate",
    "scheduleddate",
    "day",
    "start",
    "startdatetime",
    "appointmentstart",
    "scheduledstart",
    "datetime",
    "appointmentdatetime",
    "scheduledfor",
    "dropoffdate",
  ],
  startTime: [
    "starttime",
    "time",
    "appointmenttime",
    "appttime",
    "scheduledtime",
    "dropofftime",
    "arrivaltime",
  ],
  endDate: ["enddate", "end", "enddatetime", "appointmentend", "scheduledend"],
  endTime: ["endtime", "appointmentendtime"],
  allDay: ["alldayevent", "allday"],
  appointmentId: [
    "appointmentid",
    "apptid",
    "appointment#",
    "appointmentnumber",
    "appointmentno",
    "id",
    "eventid",
    "uid",
    "bookingid",
    "bookingnumber",
    "confirmationnumber",
  ],
  status: ["status", "appointmentstatus"],
  name: [
    "customer",
    "customername",
    "name",
    "client",
    "clientname",
    "fullname",
    "customerfullname",
    "contact",
    "contactname",
  ],
  firstName: ["firstname", "customerfirstname", "fname", "first"],
  lastName: ["lastname", "customerlastname", "lname", "last", "surname"],
  phone: [
    "phone",
    "phonenumber",
    "phone#",
    "customerphone",
    "cellphone",
    "cell",
    "cellnumber",
    "mobile",
    "mobilephone",
    "mobilenumber",
    "primaryphone",
    "homephone",
    "workphone",
    "businessphone",
    "telephone",
    "tel",
    "phone1",
    "phone2",
  ],
  email: ["email", "emailaddress", "customeremail", "mail"],
  year: ["year", "vehicleyear", "modelyear", "yr"],
  make: ["make", "vehiclemake"],
  model: ["model", "vehiclemodel"],
  // "2015 Honda Civic" in one column.
  vehicle: ["vehicle", "vehicledescription", "vehiclename", "vehicleinfo", "car", "yearmakemodel", "ymm"],
  plate: [
    "plate",
    "license",
    "licenseplate",
    "licenseplatenumber",
    "licenseno",
    "licensenumber",
    "plateno",
    "platenumber",
    "plate#",
    "license#",
    "tag",
    "tagnumber",
    "registration",
    "rego",
  ],
  vin: ["vin", "vinnumber", "vin#", "vehicleidentificationnumber", "vehiclevin"],
  concern: [
    "concern",
    "concerns",
    "customerconcern",
    "customerconcerns",
    "notes",
    "note",
    "description",
    "complaint",
    "complaints",
    "reason",
    "reasonforvisit",
    "service",
    "services",
    "servicerequested",
    "servicesrequested",
    "workrequested",
    "subject",
    "title",
    "comments",
    "comment",
    "appointmentnotes",
    "appointmentdescription",
    "jobs",
    "request",
    "details",
  ],
};

const FIELD_OF_NAME = new Map<string, AppointmentField>(
  (Object.entries(NAMES) as Array<[AppointmentField, readonly string[]]>).flatMap(([field, names]) =>
    names.map((name) => [name, field] as const)
  ),
);

/** A column's or a label's name as compared: lower case, letters, digits and # only. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9#]/g, "");
}

/** The field a column header or a description's label names, or null when it is none of them. */
export function fieldOfName(name: string): AppointmentField | null {
  return FIELD_OF_NAME.get(nameKey(name)) ?? null;
}

const DETAIL_FIELDS = new Set<AppointmentField>([
  "name",
  "firstName",
  "lastName",
  "phone",
  "email",
  "year",
  "make",
  "model",
  "vehicle",
  "plate",
  "vin",
  "concern",
]);

export function isDetailField(field: AppointmentField): field is DetailField {
  return DETAIL_FIELDS.has(field);
}
