// No zod here: the landing page imports this, and a module of schemas would bring zod along.

/** Rupee text ("1652.00", "1652.5", "1652") as integer paise, without floating-point drift. */
export function rupeeTextToPaise(text: string): number {
  const [rupees = '0', paise = '0'] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0').slice(0, 2));
}
