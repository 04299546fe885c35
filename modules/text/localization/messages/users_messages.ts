// The users pages' words (/{shop}/users, /users/add, /users/{id}/edit, /users/me): the list and its filters,
// the add and edit forms, the owner's sign-in tools and the member's own profile. The roles a row lists, the
// refusals of a form post and the calls' answers are the server's text.
import { defineMessages } from "../catalogue.ts";

export const USERS_MESSAGES = defineMessages("users", "Users", {
  title: { "en-US": "Users", "es-MX": "Usuarios", "fr-CA": "Utilisateurs" },
  addUser: { "en-US": "Add a user", "es-MX": "Agregar un usuario", "fr-CA": "Ajouter un utilisateur" },
  statusFailed: {
    "en-US": "Couldn't change the status: {reason}",
    "es-MX": "No se pudo cambiar el estado: {reason}",
    "fr-CA": "Impossible de changer le statut : {reason}",
  },
  // The list's filters.
  role: { "en-US": "Role", "es-MX": "Rol", "fr-CA": "Rôle" },
  everyone: { "en-US": "Everyone", "es-MX": "Todos", "fr-CA": "Tout le monde" },
  typeOwner: { "en-US": "Shop owners", "es-MX": "Dueños del taller", "fr-CA": "Propriétaires du garage" },
  typeManager: { "en-US": "Managers", "es-MX": "Gerentes", "fr-CA": "Gérants" },
  typeMechanic: { "en-US": "Mechanics", "es-MX": "Mecánicos", "fr-CA": "Mécaniciens" },
  status: { "en-US": "Status", "es-MX": "Estado", "fr-CA": "Statut" },
  statusActive: { "en-US": "Active", "es-MX": "Activos", "fr-CA": "Actifs" },
  statusDisabled: { "en-US": "Disabled", "es-MX": "Desactivados", "fr-CA": "Désactivés" },
  statusAll: { "en-US": "All", "es-MX": "Todos", "fr-CA": "Tous" },
  search: { "en-US": "Search", "es-MX": "Buscar", "fr-CA": "Rechercher" },
  searchPlaceholder: {
    "en-US": "Name, e-mail or phone",
    "es-MX": "Nombre, correo o teléfono",
    "fr-CA": "Nom, courriel ou téléphone",
  },
  apply: { "en-US": "Apply", "es-MX": "Aplicar", "fr-CA": "Appliquer" },
  // The list.
  noMatch: {
    "en-US": "No users match these filters.",
    "es-MX": "Ningún usuario coincide con estos filtros.",
    "fr-CA": "Aucun utilisateur ne correspond à ces filtres.",
  },
  name: { "en-US": "Name", "es-MX": "Nombre", "fr-CA": "Nom" },
  email: { "en-US": "E-mail", "es-MX": "Correo", "fr-CA": "Courriel" },
  mobile: { "en-US": "Mobile", "es-MX": "Celular", "fr-CA": "Cellulaire" },
  roles: { "en-US": "Roles", "es-MX": "Roles", "fr-CA": "Rôles" },
  lastSignIn: { "en-US": "Last sign-in", "es-MX": "Último acceso", "fr-CA": "Dernière connexion" },
  active: { "en-US": "Active", "es-MX": "Activo", "fr-CA": "Actif" },
  never: { "en-US": "Never", "es-MX": "Nunca", "fr-CA": "Jamais" },
  isActive: { "en-US": "{name} is active", "es-MX": "{name} está activo", "fr-CA": "{name} est actif" },
  // The add and edit forms.
  emailAddress: { "en-US": "E-mail address", "es-MX": "Correo electrónico", "fr-CA": "Adresse courriel" },
  emailHint: {
    "en-US": "They sign in with it.",
    "es-MX": "Con él inicia sesión.",
    "fr-CA": "Elle sert à se connecter.",
  },
  mobileOptional: {
    "en-US": "Mobile number (optional)",
    "es-MX": "Número de celular (opcional)",
    "fr-CA": "Numéro de cellulaire (facultatif)",
  },
  mobileHint: {
    "en-US": "For sign-in links and notices by text message.",
    "es-MX": "Para enlaces de acceso y avisos por mensaje de texto.",
    "fr-CA": "Pour les liens de connexion et les avis par texto.",
  },
  roleOwner: { "en-US": "Shop owner", "es-MX": "Dueño del taller", "fr-CA": "Propriétaire du garage" },
  roleOwnerHint: {
    "en-US": "everything, including users and settings",
    "es-MX": "todo, incluidos los usuarios y la configuración",
    "fr-CA": "tout, y compris les utilisateurs et les paramètres",
  },
  roleManager: { "en-US": "Manager", "es-MX": "Gerente", "fr-CA": "Gérant" },
  roleManagerHint: {
    "en-US": "service adviser: inspections, customers, reports",
    "es-MX": "asesor de servicio: inspecciones, clientes, informes",
    "fr-CA": "conseiller technique : inspections, clients, rapports",
  },
  roleMechanic: { "en-US": "Mechanic", "es-MX": "Mecánico", "fr-CA": "Mécanicien" },
  roleMechanicHint: {
    "en-US": "runs inspections in the bay",
    "es-MX": "hace las inspecciones en la bahía",
    "fr-CA": "fait les inspections dans la baie",
  },
  passwordOptional: {
    "en-US": "Password (optional)",
    "es-MX": "Contraseña (opcional)",
    "fr-CA": "Mot de passe (facultatif)",
  },
  suggestPassword: { "en-US": "Suggest one", "es-MX": "Sugerir una", "fr-CA": "En suggérer un" },
  suggestFailed: {
    "en-US": "Couldn't suggest a password: {reason}",
    "es-MX": "No se pudo sugerir una contraseña: {reason}",
    "fr-CA": "Impossible de suggérer un mot de passe : {reason}",
  },
  passwordHint: {
    "en-US":
      "Leave it empty to let them sign in with links until they choose one. You can look it up on their page until they first sign in.",
    "es-MX":
      "Déjela vacía para que inicie sesión con enlaces hasta que elija una. Puede consultarla en su página hasta que inicie sesión por primera vez.",
    "fr-CA":
      "Laissez-le vide pour qu’il se connecte par des liens jusqu’à ce qu’il en choisisse un. Vous pouvez le consulter sur sa page jusqu’à sa première connexion.",
  },
  invitation: { "en-US": "Invitation", "es-MX": "Invitación", "fr-CA": "Invitation" },
  inviteEmail: {
    "en-US": "E-mail them a sign-in link",
    "es-MX": "Enviarle un enlace de acceso por correo",
    "fr-CA": "Lui envoyer un lien de connexion par courriel",
  },
  inviteSms: {
    "en-US": "Text them a sign-in link (needs the mobile number)",
    "es-MX": "Enviarle un enlace de acceso por mensaje de texto (requiere el número de celular)",
    "fr-CA": "Lui envoyer un lien de connexion par texto (il faut le numéro de cellulaire)",
  },
  inviteNone: {
    "en-US": "Don't send anything now",
    "es-MX": "No enviar nada por ahora",
    "fr-CA": "Ne rien envoyer pour l’instant",
  },
  invitationHint: {
    "en-US": "The link signs them in once; after that they use their password or a new link.",
    "es-MX": "El enlace le da acceso una sola vez; después usa su contraseña o un enlace nuevo.",
    "fr-CA": "Le lien le connecte une seule fois; ensuite, il utilise son mot de passe ou un nouveau lien.",
  },
  addButton: { "en-US": "Add user", "es-MX": "Agregar usuario", "fr-CA": "Ajouter l’utilisateur" },
  backToUsers: {
    "en-US": "Back to the users",
    "es-MX": "Volver a los usuarios",
    "fr-CA": "Retour aux utilisateurs",
  },
  // A user's page.
  disabled: { "en-US": "Disabled", "es-MX": "Desactivado", "fr-CA": "Désactivé" },
  doneAdded: {
    "en-US": "The user was added.",
    "es-MX": "Se agregó el usuario.",
    "fr-CA": "L’utilisateur a été ajouté.",
  },
  doneInvited: {
    "en-US": "The user was added, and their invitation is on its way.",
    "es-MX": "Se agregó el usuario y su invitación va en camino.",
    "fr-CA": "L’utilisateur a été ajouté et son invitation est en route.",
  },
  doneAddedExisting: {
    "en-US":
      "This e-mail address already had an account, so it was added to the shop with its own name, mobile number and password.",
    "es-MX":
      "Este correo ya tenía una cuenta, así que se agregó al taller con su propio nombre, número de celular y contraseña.",
    "fr-CA":
      "Cette adresse courriel avait déjà un compte : il a été ajouté au garage avec son propre nom, son numéro de cellulaire et son mot de passe.",
  },
  doneSaved: {
    "en-US": "Changes saved.",
    "es-MX": "Cambios guardados.",
    "fr-CA": "Modifications enregistrées.",
  },
  saveChanges: { "en-US": "Save changes", "es-MX": "Guardar cambios", "fr-CA": "Enregistrer" },
  mobileNumber: { "en-US": "Mobile number", "es-MX": "Número de celular", "fr-CA": "Numéro de cellulaire" },
  yourPictures: { "en-US": "Your pictures", "es-MX": "Sus imágenes", "fr-CA": "Vos images" },
  picturesOf: { "en-US": "Pictures of {name}", "es-MX": "Imágenes de {name}", "fr-CA": "Images de {name}" },
  pictures: { "en-US": "Pictures", "es-MX": "Imágenes", "fr-CA": "Images" },
  picturesHint: {
    "en-US":
      "\"Use as profile picture\" in a picture's menu shows it here and beside the name at the top of this shop's pages.",
    "es-MX":
      "«Usar como foto de perfil» en el menú de una imagen la muestra aquí y junto al nombre arriba de las páginas de este taller.",
    "fr-CA":
      "« Utiliser comme photo de profil » dans le menu d’une image l’affiche ici et à côté du nom en haut des pages de ce garage.",
  },
  profilePicture: { "en-US": "Profile picture", "es-MX": "Foto de perfil", "fr-CA": "Photo de profil" },
  // The owner's sign-in tools on a user's page.
  signingIn: { "en-US": "Signing in", "es-MX": "Inicio de sesión", "fr-CA": "Connexion" },
  lastSignInWhen: {
    "en-US": "Last sign-in: {when}.",
    "es-MX": "Último acceso: {when}.",
    "fr-CA": "Dernière connexion : {when}.",
  },
  lastSignInNever: {
    "en-US": "Last sign-in: never.",
    "es-MX": "Último acceso: nunca.",
    "fr-CA": "Dernière connexion : jamais.",
  },
  password: { "en-US": "Password", "es-MX": "Contraseña", "fr-CA": "Mot de passe" },
  onlyTheyKnow: {
    "en-US": "Only they know their password. If they forgot it, send them a sign-in link.",
    "es-MX": "Solo esa persona conoce su contraseña. Si la olvidó, envíele un enlace de acceso.",
    "fr-CA":
      "Seule cette personne connaît son mot de passe. S’il est oublié, envoyez-lui un lien de connexion.",
  },
  noPasswordToShow: {
    "en-US": "No password to show. Send them a sign-in link.",
    "es-MX": "No hay contraseña que mostrar. Envíele un enlace de acceso.",
    "fr-CA": "Aucun mot de passe à afficher. Envoyez-lui un lien de connexion.",
  },
  signInLink: { "en-US": "Sign-in link", "es-MX": "Enlace de acceso", "fr-CA": "Lien de connexion" },
  confirmedContacts: {
    "en-US": "Confirmed contacts",
    "es-MX": "Contactos confirmados",
    "fr-CA": "Coordonnées confirmées",
  },
  emailConfirmed: {
    "en-US": "E-mail address: confirmed",
    "es-MX": "Correo electrónico: confirmado",
    "fr-CA": "Adresse courriel : confirmée",
  },
  emailNotConfirmed: {
    "en-US": "E-mail address: not confirmed yet",
    "es-MX": "Correo electrónico: aún sin confirmar",
    "fr-CA": "Adresse courriel : pas encore confirmée",
  },
  mobileConfirmed: {
    "en-US": "Mobile number: confirmed",
    "es-MX": "Número de celular: confirmado",
    "fr-CA": "Numéro de cellulaire : confirmé",
  },
  mobileNotConfirmed: {
    "en-US": "Mobile number: not confirmed yet",
    "es-MX": "Número de celular: aún sin confirmar",
    "fr-CA": "Numéro de cellulaire : pas encore confirmé",
  },
  actAs: { "en-US": "Act as {name}", "es-MX": "Actuar como {name}", "fr-CA": "Agir en tant que {name}" },
  actAsHint: {
    "en-US": "See the shop as they do. A banner shows it, and it is recorded.",
    "es-MX": "Vea el taller como lo ve esa persona. Un aviso lo indica y queda registrado.",
    "fr-CA": "Voyez le garage comme cette personne le voit. Une bannière l’indique, et c’est consigné.",
  },
  actAsButton: {
    "en-US": "Act as this user",
    "es-MX": "Actuar como este usuario",
    "fr-CA": "Agir en tant que cet utilisateur",
  },
  reveal: { "en-US": "Reveal", "es-MX": "Mostrar", "fr-CA": "Afficher" },
  hide: { "en-US": "Hide", "es-MX": "Ocultar", "fr-CA": "Masquer" },
  revealFailed: { "en-US": "Error: {reason}", "es-MX": "Error: {reason}", "fr-CA": "Erreur : {reason}" },
  byEmail: { "en-US": "By e-mail", "es-MX": "Por correo", "fr-CA": "Par courriel" },
  bySms: { "en-US": "By text message", "es-MX": "Por mensaje de texto", "fr-CA": "Par texto" },
  bySmsNoMobile: {
    "en-US": "By text message (no mobile number)",
    "es-MX": "Por mensaje de texto (sin número de celular)",
    "fr-CA": "Par texto (aucun numéro de cellulaire)",
  },
  showLink: { "en-US": "Show me the link", "es-MX": "Mostrarme el enlace", "fr-CA": "Me montrer le lien" },
  sendLoginLink: {
    "en-US": "Send login link",
    "es-MX": "Enviar enlace de acceso",
    "fr-CA": "Envoyer le lien de connexion",
  },
  loginLinkFailed: {
    "en-US": "Couldn't send login-link: {reason}",
    "es-MX": "No se pudo enviar el enlace de acceso: {reason}",
    "fr-CA": "Impossible d’envoyer le lien de connexion : {reason}",
  },
  loginLinkFor: {
    "en-US": "Sign-in link for {name}",
    "es-MX": "Enlace de acceso para {name}",
    "fr-CA": "Lien de connexion pour {name}",
  },
  loginLinkHint: {
    "en-US": "It signs {name} in once, within 15 minutes. Give it only to them.",
    "es-MX": "Da acceso a {name} una sola vez, dentro de 15 minutos. Déselo solo a esa persona.",
    "fr-CA": "Il connecte {name} une seule fois, dans les 15 minutes. Ne le donnez qu’à cette personne.",
  },
  verifyEmail: {
    "en-US": "Send verification e-mail",
    "es-MX": "Enviar correo de verificación",
    "fr-CA": "Envoyer le courriel de vérification",
  },
  verifyEmailSent: { "en-US": "Email sent", "es-MX": "Correo enviado", "fr-CA": "Courriel envoyé" },
  verifyEmailFailed: {
    "en-US": "Couldn't send verification email: {reason}",
    "es-MX": "No se pudo enviar el correo de verificación: {reason}",
    "fr-CA": "Impossible d’envoyer le courriel de vérification : {reason}",
  },
  verifySms: {
    "en-US": "Send verification SMS",
    "es-MX": "Enviar SMS de verificación",
    "fr-CA": "Envoyer le texto de vérification",
  },
  verifySmsSent: {
    "en-US": "Phone verification link sent",
    "es-MX": "Enlace de verificación enviado al teléfono",
    "fr-CA": "Lien de vérification envoyé au téléphone",
  },
  verifySmsFailed: {
    "en-US": "Couldn't send verification sms: {reason}",
    "es-MX": "No se pudo enviar el SMS de verificación: {reason}",
    "fr-CA": "Impossible d’envoyer le texto de vérification : {reason}",
  },
  sent: { "en-US": "Sent", "es-MX": "Enviado", "fr-CA": "Envoyé" },
  verifyLinkLasts: {
    "en-US": "The link works for 7 days.",
    "es-MX": "El enlace funciona durante 7 días.",
    "fr-CA": "Le lien fonctionne pendant 7 jours.",
  },
  // The member's own page (its heading is the user menu's "Your profile", staff.yourProfile).
  doneProfileSaved: {
    "en-US": "Your changes are saved.",
    "es-MX": "Sus cambios están guardados.",
    "fr-CA": "Vos modifications sont enregistrées.",
  },
  donePassword: {
    "en-US": "Your new password is set. You were signed out on your other devices.",
    "es-MX": "Su nueva contraseña quedó establecida. Se cerró su sesión en sus otros dispositivos.",
    "fr-CA": "Votre nouveau mot de passe est défini. Vous avez été déconnecté de vos autres appareils.",
  },
  emailProfileHint: {
    "en-US": "You sign in with it. A shop owner can change it.",
    "es-MX": "Con él inicia sesión. Un dueño del taller puede cambiarlo.",
    "fr-CA": "Elle sert à vous connecter. Un propriétaire du garage peut la changer.",
  },
  notifyMeAbout: { "en-US": "Notify me about", "es-MX": "Avisarme de", "fr-CA": "M’aviser de" },
  notifyAlways: {
    "en-US": "Everything that happens in the shop",
    "es-MX": "Todo lo que pasa en el taller",
    "fr-CA": "Tout ce qui se passe au garage",
  },
  notifyRelevant: {
    "en-US": "Only what involves me: my inspections and messages to me",
    "es-MX": "Solo lo que me toca: mis inspecciones y los mensajes para mí",
    "fr-CA": "Seulement ce qui me concerne : mes inspections et les messages qui me sont adressés",
  },
  notifyDisabled: {
    "en-US": "Nothing: no notifications",
    "es-MX": "Nada: sin avisos",
    "fr-CA": "Rien : aucun avis",
  },
  timeZone: { "en-US": "Time zone", "es-MX": "Zona horaria", "fr-CA": "Fuseau horaire" },
  shopTimeZone: {
    "en-US": "The shop's time zone ({zone})",
    "es-MX": "La zona horaria del taller ({zone})",
    "fr-CA": "Le fuseau horaire du garage ({zone})",
  },
  save: { "en-US": "Save", "es-MX": "Guardar", "fr-CA": "Enregistrer" },
  changeYourPassword: {
    "en-US": "Change your password",
    "es-MX": "Cambiar su contraseña",
    "fr-CA": "Changer votre mot de passe",
  },
  chooseAPassword: {
    "en-US": "Choose a password",
    "es-MX": "Elegir una contraseña",
    "fr-CA": "Choisir un mot de passe",
  },
  currentPassword: {
    "en-US": "Current password",
    "es-MX": "Contraseña actual",
    "fr-CA": "Mot de passe actuel",
  },
  signedInWithLink: {
    "en-US": "You signed in with a link a moment ago, so your current password is not needed.",
    "es-MX": "Inició sesión con un enlace hace un momento, así que no se necesita su contraseña actual.",
    "fr-CA":
      "Vous vous êtes connecté avec un lien il y a un instant : votre mot de passe actuel n’est pas nécessaire.",
  },
  noPasswordYet: {
    "en-US": "You have no password yet: choose one to sign in with it.",
    "es-MX": "Aún no tiene contraseña: elija una para iniciar sesión con ella.",
    "fr-CA": "Vous n’avez pas encore de mot de passe : choisissez-en un pour vous connecter avec.",
  },
  newPassword: { "en-US": "New password", "es-MX": "Contraseña nueva", "fr-CA": "Nouveau mot de passe" },
  newPasswordHint: {
    "en-US": "At least 8 characters. Your other devices will be signed out.",
    "es-MX": "Al menos 8 caracteres. Se cerrará la sesión en sus otros dispositivos.",
    "fr-CA": "Au moins 8 caractères. Vos autres appareils seront déconnectés.",
  },
  newPasswordAgain: {
    "en-US": "New password again",
    "es-MX": "Repita la contraseña nueva",
    "fr-CA": "Confirmer le nouveau mot de passe",
  },
  changePassword: {
    "en-US": "Change password",
    "es-MX": "Cambiar contraseña",
    "fr-CA": "Changer le mot de passe",
  },
  setPassword: {
    "en-US": "Set password",
    "es-MX": "Establecer contraseña",
    "fr-CA": "Définir le mot de passe",
  },
});
