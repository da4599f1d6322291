/** A card as the sandbox payment mode asks for it: a test card's number, expiry and code. */
export interface SandboxCard {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
}

/** Whether a sandbox card still lacks its number, expiry or code (asked for before anything is sent). */
export const isCardIncomplete = ({ cardNumber, cardExpiry, cardCvc }: SandboxCard) =>
  !cardNumber.trim() || !cardExpiry.trim() || !cardCvc.trim();

/** The card's message among a refusal's fields: the first of number, expiry and CVC in error. */
export const cardFieldError = (fields: Partial<Record<string, string>>) =>
  fields.cardNumber ?? fields.cardExpiry ?? fields.cardCvc;
