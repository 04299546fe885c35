// The words of every list of pictures and videos (a shop's, a user's, an inspection type's, an inspection's):
// its upload area, thumbnails, menu, viewer. The media kit cannot import the catalogue, so the page hands the
// list these words (modules/shops/media_words.ts). The failure sentences are seed 001's, word for word in
// en-US. The task results in an inspection's menu are the checklist's (checklist.result*, checklist.notes).
import { defineMessages } from "../catalogue.ts";

const SUPPORT = { "es-MX": "Comuníquese con soporte.", "fr-CA": "Veuillez contacter le soutien." } as const;

export const MEDIA_MESSAGES = defineMessages("media", "Pictures and videos", {
  hide: { "en-US": "Hide", "es-MX": "Ocultar", "fr-CA": "Masquer" },
  show: { "en-US": "Show", "es-MX": "Mostrar", "fr-CA": "Afficher" },
  showInFooter: {
    "en-US": "Show in report footer",
    "es-MX": "Mostrar en el pie del informe",
    "fr-CA": "Afficher dans le pied du rapport",
  },
  editImage: { "en-US": "Edit image", "es-MX": "Editar imagen", "fr-CA": "Modifier l'image" },
  restoreOriginal: {
    "en-US": "Restore original",
    "es-MX": "Restaurar original",
    "fr-CA": "Rétablir l'original",
  },
  useAsAvatar: {
    "en-US": "Use as profile picture",
    "es-MX": "Usar como foto de perfil",
    "fr-CA": "Utiliser comme photo de profil",
  },
  stopAvatar: {
    "en-US": "Stop using as profile picture",
    "es-MX": "Dejar de usar como foto de perfil",
    "fr-CA": "Ne plus utiliser comme photo de profil",
  },
  moveToVehicle: {
    "en-US": "Move to vehicle",
    "es-MX": "Mover al vehículo",
    "fr-CA": "Déplacer vers le véhicule",
  },
  delete: { "en-US": "Delete", "es-MX": "Eliminar", "fr-CA": "Supprimer" },
  deleteTitle: { "en-US": "Delete image", "es-MX": "Eliminar imagen", "fr-CA": "Supprimer l'image" },
  deleteConfirm: {
    "en-US": "Are you sure you want to delete this image?",
    "es-MX": "¿Seguro que desea eliminar esta imagen?",
    "fr-CA": "Voulez-vous vraiment supprimer cette image?",
  },
  deleteFailed: {
    "en-US": "The image could not be deleted. Please contact support.",
    "es-MX": `No se pudo eliminar la imagen. ${SUPPORT["es-MX"]}`,
    "fr-CA": `L'image n'a pas pu être supprimée. ${SUPPORT["fr-CA"]}`,
  },
  moveFailed: {
    "en-US": "The media could not be moved. Please contact support.",
    "es-MX": `No se pudo mover el archivo. ${SUPPORT["es-MX"]}`,
    "fr-CA": `Le média n'a pas pu être déplacé. ${SUPPORT["fr-CA"]}`,
  },
  alreadyAssigned: {
    "en-US": "The image is already assigned to this task.",
    "es-MX": "La imagen ya está asignada a esta tarea.",
    "fr-CA": "L'image est déjà associée à cette tâche.",
  },
  assignFailed: {
    "en-US": "The image could not be assigned to a task. Please contact support.",
    "es-MX": `No se pudo asignar la imagen a una tarea. ${SUPPORT["es-MX"]}`,
    "fr-CA": `L'image n'a pas pu être associée à une tâche. ${SUPPORT["fr-CA"]}`,
  },
  visibilityFailed: {
    "en-US": "The image could not be shown or hidden. Please contact support.",
    "es-MX": `No se pudo mostrar u ocultar la imagen. ${SUPPORT["es-MX"]}`,
    "fr-CA": `L'image n'a pas pu être affichée ou masquée. ${SUPPORT["fr-CA"]}`,
  },
  hiddenWarning: {
    "en-US": "Warning: Image is currently hidden and will not be displayed in reports.",
    "es-MX": "Atención: la imagen está oculta y no se mostrará en los informes.",
    "fr-CA": "Attention : l'image est masquée et ne sera pas affichée dans les rapports.",
  },
  mediaFailed: {
    "en-US": "Media could not be loaded. Please contact support.",
    "es-MX": `No se pudo cargar el archivo. ${SUPPORT["es-MX"]}`,
    "fr-CA": `Le média n'a pas pu être chargé. ${SUPPORT["fr-CA"]}`,
  },
  processing: { "en-US": "Processing...", "es-MX": "Procesando...", "fr-CA": "Traitement..." },
  addShared: {
    "en-US": "Add shared image or video",
    "es-MX": "Agregar imagen o video compartido",
    "fr-CA": "Ajouter une image ou une vidéo partagée",
  },
  empty: {
    "en-US": "No images or videos yet.",
    "es-MX": "Aún no hay imágenes ni videos.",
    "fr-CA": "Aucune image ni vidéo pour l'instant.",
  },
  superseded: { "en-US": "Superseded", "es-MX": "Reemplazada", "fr-CA": "Remplacée" },
  inFooter: {
    "en-US": "In report footer",
    "es-MX": "En el pie del informe",
    "fr-CA": "Dans le pied du rapport",
  },
  tasks: {
    "en-US": "{n, plural, one {# task} other {# tasks}}",
    "es-MX": "{n, plural, one {# tarea} other {# tareas}}",
    "fr-CA": "{n, plural, one {# tâche} other {# tâches}}",
  },
  // Screen readers' names of a picture's buttons: {name} is its title, else its file name.
  open: { "en-US": "Open {name}", "es-MX": "Abrir {name}", "fr-CA": "Ouvrir {name}" },
  drag: { "en-US": "Drag {name}", "es-MX": "Arrastrar {name}", "fr-CA": "Glisser {name}" },
  dragTitle: {
    "en-US": "Drag to reorder",
    "es-MX": "Arrastre para reordenar",
    "fr-CA": "Glisser pour réordonner",
  },
  moveEarlier: { "en-US": "Move {name} earlier", "es-MX": "Mover {name} antes", "fr-CA": "Avancer {name}" },
  moveLater: { "en-US": "Move {name} later", "es-MX": "Mover {name} después", "fr-CA": "Reculer {name}" },
  menuFor: { "en-US": "Menu for {name}", "es-MX": "Menú de {name}", "fr-CA": "Menu de {name}" },
  purpose: { "en-US": "Purpose", "es-MX": "Uso", "fr-CA": "Usage" },
  purposeNone: {
    "en-US": "No particular use",
    "es-MX": "Sin uso particular",
    "fr-CA": "Aucun usage particulier",
  },
  purposeLogo: { "en-US": "Shop logo", "es-MX": "Logotipo del taller", "fr-CA": "Logo du garage" },
  purposeInspection: {
    "en-US": "Shared with inspections",
    "es-MX": "Compartida con las inspecciones",
    "fr-CA": "Partagée avec les inspections",
  },
  purposeMain: { "en-US": "Main picture", "es-MX": "Imagen principal", "fr-CA": "Image principale" },
  purposeAvatar: { "en-US": "Profile picture", "es-MX": "Foto de perfil", "fr-CA": "Photo de profil" },
  purposeBio: { "en-US": "About me", "es-MX": "Sobre mí", "fr-CA": "À propos de moi" },
  // An inspection's picture menu: the checklist tasks it can be assigned to.
  loadingTasks: { "en-US": "Loading tasks…", "es-MX": "Cargando tareas…", "fr-CA": "Chargement des tâches…" },
  error: { "en-US": "Error", "es-MX": "Error", "fr-CA": "Erreur" },
  tasksFailed: {
    "en-US": "The checklist tasks could not be loaded. Close the menu and try again.",
    "es-MX": "No se pudieron cargar las tareas de la lista. Cierre el menú e intente de nuevo.",
    "fr-CA": "Les tâches de la liste n'ont pas pu être chargées. Fermez le menu et réessayez.",
  },
  assignTo: {
    "en-US": "Assign to {type} tasks",
    "es-MX": "Asignar a tareas de {type}",
    "fr-CA": "Associer aux tâches de {type}",
  },
  notRated: { "en-US": "Not rated", "es-MX": "Sin calificar", "fr-CA": "Non évalué" },
  document: { "en-US": "Document", "es-MX": "Documento", "fr-CA": "Document" },
  file: { "en-US": "File", "es-MX": "Archivo", "fr-CA": "Fichier" },
  video: { "en-US": "Video", "es-MX": "Video", "fr-CA": "Vidéo" },
  // The viewer.
  viewer: { "en-US": "Viewer", "es-MX": "Visor", "fr-CA": "Visionneuse" },
  previous: { "en-US": "Previous", "es-MX": "Anterior", "fr-CA": "Précédent" },
  next: { "en-US": "Next", "es-MX": "Siguiente", "fr-CA": "Suivant" },
  position: { "en-US": "{index} of {count}", "es-MX": "{index} de {count}", "fr-CA": "{index} sur {count}" },
  fullSize: { "en-US": "Full size", "es-MX": "Tamaño completo", "fr-CA": "Taille réelle" },
  actions: { "en-US": "Actions", "es-MX": "Acciones", "fr-CA": "Actions" },
  openFile: { "en-US": "Open file", "es-MX": "Abrir archivo", "fr-CA": "Ouvrir le fichier" },
  filmstrip: { "en-US": "Pictures and videos", "es-MX": "Imágenes y videos", "fr-CA": "Images et vidéos" },
  editorFrame: { "en-US": "Image editor", "es-MX": "Editor de imágenes", "fr-CA": "Éditeur d'images" },
  // The upload area, and the state of each file it sends.
  uploadArea: {
    "en-US": "Upload photos or videos",
    "es-MX": "Subir fotos o videos",
    "fr-CA": "Téléverser des photos ou des vidéos",
  },
  addFiles: {
    "en-US": "Add photos or videos",
    "es-MX": "Agregar fotos o videos",
    "fr-CA": "Ajouter des photos ou des vidéos",
  },
  takePhoto: { "en-US": "Take photo", "es-MX": "Tomar foto", "fr-CA": "Prendre une photo" },
  dropHint: {
    "en-US": "or drop files here",
    "es-MX": "o suelte archivos aquí",
    "fr-CA": "ou déposez des fichiers ici",
  },
  uploads: { "en-US": "Uploads", "es-MX": "Archivos subidos", "fr-CA": "Téléversements" },
  uploadStarting: { "en-US": "Starting", "es-MX": "Iniciando", "fr-CA": "Démarrage" },
  uploadUploading: { "en-US": "Uploading", "es-MX": "Subiendo", "fr-CA": "Téléversement" },
  uploadProcessing: { "en-US": "Processing", "es-MX": "Procesando", "fr-CA": "Traitement" },
  uploadDone: { "en-US": "Done", "es-MX": "Listo", "fr-CA": "Terminé" },
  uploadFailed: { "en-US": "Failed", "es-MX": "Falló", "fr-CA": "Échec" },
  // An upload's progress and why it failed (the server's own refusals come in its answer).
  uploadProgress: {
    "en-US": "{done} MB of {total} MB ({percent}%)",
    "es-MX": "{done} MB de {total} MB ({percent}%)",
    "fr-CA": "{done} Mo sur {total} Mo ({percent} %)",
  },
  uploadOffline: {
    "en-US": "You are offline.The file cannot be uploaded.",
    "es-MX": "No hay conexión. No se puede subir el archivo.",
    "fr-CA": "Vous êtes hors ligne. Le fichier ne peut pas être téléversé.",
  },
  uploadNoDestination: {
    "en-US": "Upload failed: destination URL is missing.",
    "es-MX": "No se pudo subir: falta la dirección de destino.",
    "fr-CA": "Échec du téléversement : l'adresse de destination manque.",
  },
  uploadNetwork: {
    "en-US": "Upload failed: network error. Please check your internet connection.",
    "es-MX": "No se pudo subir: error de red. Revise su conexión a internet.",
    "fr-CA": "Échec du téléversement : erreur réseau. Vérifiez votre connexion Internet.",
  },
  uploadOtherwise: {
    "en-US": "An unexpected error occurred. Please try again.",
    "es-MX": "Ocurrió un error inesperado. Intente de nuevo.",
    "fr-CA": "Une erreur inattendue s'est produite. Veuillez réessayer.",
  },
  uploadRetry2: {
    "en-US": "Network Error. Will retry 2 more times...",
    "es-MX": "Error de red. Se intentará 2 veces más...",
    "fr-CA": "Erreur réseau. Encore 2 essais...",
  },
  uploadRetry1: {
    "en-US": "Will retry once more...",
    "es-MX": "Se intentará una vez más...",
    "fr-CA": "Encore un essai...",
  },
  uploadGaveUp: {
    "en-US": "Upload failed after 3 attempts.",
    "es-MX": "No se pudo subir después de 3 intentos.",
    "fr-CA": "Échec du téléversement après 3 essais.",
  },
  uploadNotSent: {
    "en-US": "Upload failed.",
    "es-MX": "No se pudo subir.",
    "fr-CA": "Échec du téléversement.",
  },
  uploadTooLarge: {
    "en-US": "The uploaded file exceeds the file upload size limit.",
    "es-MX": "El archivo supera el tamaño máximo permitido.",
    "fr-CA": "Le fichier dépasse la taille maximale permise.",
  },
  uploadStored: {
    "en-US": "File uploaded successfully.",
    "es-MX": "Archivo subido correctamente.",
    "fr-CA": "Fichier téléversé avec succès.",
  },
  // The camera dialog.
  cameraTitle: { "en-US": "Take a photo", "es-MX": "Tomar una foto", "fr-CA": "Prendre une photo" },
  cameraLive: {
    "en-US": "Live camera preview",
    "es-MX": "Vista en vivo de la cámara",
    "fr-CA": "Aperçu en direct de la caméra",
  },
  cameraTaken: { "en-US": "Photo taken", "es-MX": "Foto tomada", "fr-CA": "Photo prise" },
  cameraStarting: {
    "en-US": "Starting the camera…",
    "es-MX": "Encendiendo la cámara…",
    "fr-CA": "Démarrage de la caméra…",
  },
  cameraClose: { "en-US": "Close", "es-MX": "Cerrar", "fr-CA": "Fermer" },
  cameraRetake: { "en-US": "Retake", "es-MX": "Repetir", "fr-CA": "Reprendre" },
  cameraUse: { "en-US": "Use photo", "es-MX": "Usar foto", "fr-CA": "Utiliser la photo" },
  cameraDenied: {
    "en-US":
      "Permission to use the camera was denied. Close this dialog, re-open it and allow access to the camera when the browser asks (or in the site settings next to the address bar).",
    "es-MX":
      "Se negó el permiso para usar la cámara. Cierre este cuadro, vuelva a abrirlo y permita el acceso a la cámara cuando el navegador lo pida (o en la configuración del sitio junto a la barra de direcciones).",
    "fr-CA":
      "L'accès à la caméra a été refusé. Fermez cette fenêtre, rouvrez-la et autorisez la caméra quand le navigateur le demande (ou dans les paramètres du site, à côté de la barre d'adresse).",
  },
  cameraUnsupported: {
    "en-US":
      "This browser cannot open the camera here. Use a current browser over a secure (https) connection, or upload a photo instead.",
    "es-MX":
      "Este navegador no puede abrir la cámara aquí. Use un navegador actualizado con una conexión segura (https), o suba una foto.",
    "fr-CA":
      "Ce navigateur ne peut pas ouvrir la caméra ici. Utilisez un navigateur à jour avec une connexion sécurisée (https), ou téléversez plutôt une photo.",
  },
  cameraNotFound: {
    "en-US": "No camera was found. Connect a camera, or upload a photo instead.",
    "es-MX": "No se encontró ninguna cámara. Conecte una cámara, o suba una foto.",
    "fr-CA": "Aucune caméra trouvée. Branchez une caméra, ou téléversez plutôt une photo.",
  },
  cameraNotReadable: {
    "en-US":
      "The camera could not be started: another app or browser tab may be using it. Close the other app and re-open this dialog.",
    "es-MX":
      "No se pudo encender la cámara: otra aplicación o pestaña puede estar usándola. Cierre la otra aplicación y vuelva a abrir este cuadro.",
    "fr-CA":
      "La caméra n'a pas pu démarrer : une autre application ou un autre onglet l'utilise peut-être. Fermez l'autre application et rouvrez cette fenêtre.",
  },
  cameraAborted: {
    "en-US": "The camera was stopped before it started. Re-open this dialog to try again.",
    "es-MX": "La cámara se detuvo antes de encender. Vuelva a abrir este cuadro para intentarlo de nuevo.",
    "fr-CA": "La caméra s'est arrêtée avant de démarrer. Rouvrez cette fenêtre pour réessayer.",
  },
  cameraNotSaved: {
    "en-US": "The captured photo could not be saved. Take the photo again, or upload a photo instead.",
    "es-MX": "No se pudo guardar la foto. Tómela de nuevo, o suba una foto.",
    "fr-CA": "La photo n'a pas pu être enregistrée. Reprenez-la, ou téléversez plutôt une photo.",
  },
  // The browser names the setting the camera could not give ({constraint}), or none.
  cameraUnmet: {
    "en-US":
      "The camera does not support the requested settings. Re-open this dialog to try again with another camera.",
    "es-MX":
      "La cámara no admite la configuración solicitada. Vuelva a abrir este cuadro para intentarlo con otra cámara.",
    "fr-CA":
      "La caméra ne prend pas en charge les réglages demandés. Rouvrez cette fenêtre pour réessayer avec une autre caméra.",
  },
  cameraUnmetNamed: {
    "en-US":
      "The camera does not support the requested settings ({constraint}). Re-open this dialog to try again with another camera.",
    "es-MX":
      "La cámara no admite la configuración solicitada ({constraint}). Vuelva a abrir este cuadro para intentarlo con otra cámara.",
    "fr-CA":
      "La caméra ne prend pas en charge les réglages demandés ({constraint}). Rouvrez cette fenêtre pour réessayer avec une autre caméra.",
  },
  // Any other refusal, with the browser's own detail ({detail}, in the browser's language) or none.
  cameraFailed: {
    "en-US": "The camera could not be opened. Re-open this dialog to try again.",
    "es-MX": "No se pudo abrir la cámara. Vuelva a abrir este cuadro para intentarlo de nuevo.",
    "fr-CA": "La caméra n'a pas pu être ouverte. Rouvrez cette fenêtre pour réessayer.",
  },
  cameraFailedDetail: {
    "en-US": "The camera could not be opened: {detail}. Re-open this dialog to try again.",
    "es-MX": "No se pudo abrir la cámara: {detail}. Vuelva a abrir este cuadro para intentarlo de nuevo.",
    "fr-CA": "La caméra n'a pas pu être ouverte : {detail}. Rouvrez cette fenêtre pour réessayer.",
  },
  // The dialog of the shop's shared pictures and the vehicle's, on an inspection's Images tab.
  sharedTitle: {
    "en-US": "Add shared image or video to Inspection",
    "es-MX": "Agregar imagen o video compartido a la inspección",
    "fr-CA": "Ajouter une image ou une vidéo partagée à l'inspection",
  },
  sharedCancel: { "en-US": "Cancel", "es-MX": "Cancelar", "fr-CA": "Annuler" },
  sharedShop: {
    "en-US": "Shop's shared images and videos",
    "es-MX": "Imágenes y videos compartidos del taller",
    "fr-CA": "Images et vidéos partagées du garage",
  },
  sharedVehicle: {
    "en-US": "This vehicle's images and videos",
    "es-MX": "Imágenes y videos de este vehículo",
    "fr-CA": "Images et vidéos de ce véhicule",
  },
  sharedLoading: { "en-US": "Loading…", "es-MX": "Cargando…", "fr-CA": "Chargement…" },
  sharedNone: { "en-US": "None yet.", "es-MX": "Ninguno todavía.", "fr-CA": "Aucun pour l'instant." },
  sharedMoveHere: {
    "en-US": "Move to this inspection",
    "es-MX": "Mover a esta inspección",
    "fr-CA": "Déplacer vers cette inspection",
  },
  sharedMoveHereNamed: {
    "en-US": "Move to this inspection: {name}",
    "es-MX": "Mover a esta inspección: {name}",
    "fr-CA": "Déplacer vers cette inspection : {name}",
  },
  sharedAdd: {
    "en-US": "{n, plural, =0 {Add} one {Add} other {Add #}}",
    "es-MX": "{n, plural, =0 {Agregar} one {Agregar} other {Agregar #}}",
    "fr-CA": "{n, plural, =0 {Ajouter} one {Ajouter} other {Ajouter #}}",
  },
});

/** The shop's own pictures and videos page (/{shop}/media). */
export const SHOP_MEDIA_MESSAGES = defineMessages("shopMedia", "Shop pictures", {
  title: { "en-US": "Pictures and videos", "es-MX": "Imágenes y videos", "fr-CA": "Images et vidéos" },
  introManage: {
    "en-US":
      "Set a picture or video's purpose to Shared with inspections in its ⋯ menu to offer it on every " +
      "inspection's Images tab, under Add shared image or video. Shop logo marks the shop's logo.",
    "es-MX":
      "Elija el uso Compartida con las inspecciones en el menú ⋯ de una imagen o video para ofrecerlo " +
      "en la pestaña Imágenes de cada inspección, en Agregar imagen o video compartido. Logotipo del taller " +
      "marca el logotipo del taller.",
    "fr-CA":
      "Choisissez l'usage Partagée avec les inspections dans le menu ⋯ d'une image ou d'une vidéo pour " +
      "l'offrir dans l'onglet Images de chaque inspection, sous Ajouter une image ou une vidéo partagée. Logo " +
      "du garage désigne le logo du garage.",
  },
  introView: {
    "en-US":
      "The shop's logo and the pictures and videos shared with inspections. Shop owners and managers " +
      "add and change them.",
    "es-MX":
      "El logotipo del taller y las imágenes y videos compartidos con las inspecciones. Los dueños y " +
      "gerentes del taller los agregan y modifican.",
    "fr-CA":
      "Le logo du garage et les images et vidéos partagées avec les inspections. Les propriétaires et " +
      "les gestionnaires du garage les ajoutent et les modifient.",
  },
  list: {
    "en-US": "Shop pictures and videos",
    "es-MX": "Imágenes y videos del taller",
    "fr-CA": "Images et vidéos du garage",
  },
});

/** An inspection's Images tab (/{shop}/inspections/{id}/images). */
export const INSPECTION_IMAGES_MESSAGES = defineMessages("inspectionImages", "Inspection images", {
  title: {
    "en-US": "Inspection images",
    "es-MX": "Imágenes de la inspección",
    "fr-CA": "Images de l'inspection",
  },
  heading: { "en-US": "Images and videos", "es-MX": "Imágenes y videos", "fr-CA": "Images et vidéos" },
  list: {
    "en-US": "Inspection images and videos",
    "es-MX": "Imágenes y videos de la inspección",
    "fr-CA": "Images et vidéos de l'inspection",
  },
});
