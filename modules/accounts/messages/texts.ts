// The words of the accounts module's e-mails and text messages, per language. English is complete; a
// language that lacks a text falls back to English.
import { fillText } from "../../../src/platform/fill_text.ts";

export type Language = "en" | "es" | "fr";

const EN = {
  loginLinkSubject: "Your sign-in link for {app}",
  loginLinkIntro: "Hello {name}, use the button below to sign in to {app}.",
  loginLinkButton: "Sign in",
  loginLinkExpiry:
    "The link works once, for 15 minutes. If you did not ask for it, you can ignore this message.",
  loginLinkSms: "{app}: sign in with this link (works once, 15 min): {url}",
  inviteSubject: "{actor} added you to {shop} on {app}",
  inviteIntro: "Hello {name}, {actor} added you to {shop}. Use the button below to sign in.",
  inviteExpiry: "The link works once, within 7 days. After that, ask {actor} for a new one.",
  inviteSms: "{app}: {actor} added you to {shop}. Sign in with this link (works once, within 7 days): {url}",
  codeSubject: "Your sign-in code for {app}: {code}",
  codeIntro: "Hello {name}, your sign-in code is:",
  codeExpiry: "It works once, for 10 minutes. If you did not ask for it, you can ignore this message.",
  codeSms: "{app}: your sign-in code is {code}. It works once, for 10 minutes.",
  confirmEmailSubject: "Confirm your e-mail address for {app}",
  confirmEmailIntro: "Hello {name}, please confirm that {email} is your e-mail address.",
  confirmEmailButton: "Confirm my e-mail address",
  confirmExpiry: "The link works for 7 days.",
  confirmPhoneSms: "{app}: confirm that this is your mobile number: {url}",
  signUpSubject: "Continue registering your shop on {app}",
  signUpIntro: "Hello {name}, use the button below to continue registering your shop on {app}.",
  signUpButton: "Continue",
  signUpExpiry:
    "The link works for 60 minutes. If you did not start registering, you can ignore this message: nothing is made without it.",
  accountExistsSubject: "Registering on {app} with your e-mail address",
  accountExistsIntro:
    "Hello {name}, someone, perhaps you, started registering a new shop on {app} with {email}. You already have an account with this address, so no new one was made.",
  accountExistsSignIn:
    "If it was you, sign in with the button below (it works once, for 15 minutes); from your profile you can choose a new password.",
  accountExistsIgnore:
    "If it was not you, ignore this message: nothing has changed, and nobody can use your account without it.",
  footer: "Sent by {app}.",
};

export type TextKey = keyof typeof EN;

const ES: Partial<Record<TextKey, string>> = {
  loginLinkSubject: "Su enlace para iniciar sesión en {app}",
  loginLinkIntro: "Hola {name}, use el botón de abajo para iniciar sesión en {app}.",
  loginLinkButton: "Iniciar sesión",
  loginLinkExpiry:
    "El enlace funciona una vez, durante 15 minutos. Si no lo pidió, puede ignorar este mensaje.",
  loginLinkSms: "{app}: inicie sesión con este enlace (una vez, 15 min): {url}",
  codeSubject: "Su código para iniciar sesión en {app}: {code}",
  codeIntro: "Hola {name}, su código para iniciar sesión es:",
  codeSms: "{app}: su código es {code}. Funciona una vez, durante 10 minutos.",
};

const FR: Partial<Record<TextKey, string>> = {
  loginLinkSubject: "Votre lien de connexion à {app}",
  loginLinkIntro: "Bonjour {name}, utilisez le bouton ci-dessous pour vous connecter à {app}.",
  loginLinkButton: "Se connecter",
  loginLinkExpiry:
    "Le lien fonctionne une fois, pendant 15 minutes. Si vous ne l'avez pas demandé, ignorez ce message.",
  loginLinkSms: "{app} : connectez-vous avec ce lien (une fois, 15 min) : {url}",
  codeSubject: "Votre code de connexion à {app} : {code}",
  codeIntro: "Bonjour {name}, votre code de connexion est :",
  codeSms: "{app} : votre code est {code}. Il fonctionne une fois, pendant 10 minutes.",
};

const TEXTS: Record<Language, Partial<Record<TextKey, string>>> = { en: EN, es: ES, fr: FR };

export function languageOf(tag: string | null | undefined): Language {
  const base = (tag ?? "").slice(0, 2).toLowerCase();
  return base === "es" || base === "fr" ? base : "en";
}

/** The text in the language, with {placeholders} filled in. */
export function text(language: Language, key: TextKey, values: Record<string, string> = {}): string {
  const template = TEXTS[language][key] ?? EN[key];
  return fillText(template, values);
}
