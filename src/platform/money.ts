// The one way an amount is written, on every page, printable, PDF, e-mail and CSV: Intl in the shop's
// currency (ISO 4217) and a language (a culture such as es-MX, or a bare tag such as es). The sign is the
// currency's narrow symbol ("€", "$"): a shop's customers know its currency, and "EUR 189.50" (what es-MX
// writes by default) reads as a bank statement. Formatters are kept per pair: pages write hundreds of amounts.
const formatters = new Map<string, Intl.NumberFormat>();

export function moneyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${currency}|${locale}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: "currency", currency, currencyDisplay: "narrowSymbol" });
    formatters.set(key, format);
  }
  return format;
}

/** "€1.234,50" (es-ES, EUR), "$1,234.50" (en-US, USD). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return moneyFormat(currency, locale).format(amount);
}

/** The currencies this engine knows (ISO 4217), for the settings' choice and its check. */
export const CURRENCIES: readonly string[] = Intl.supportedValuesOf("currency");

const KNOWN = new Set(CURRENCIES);

export function isCurrency(code: string): boolean {
  return KNOWN.has(code);
}
