// No zod here: the landing page imports this, and a module of schemas would bring zod along.

/** Rupee text ("1652.00", "1652.5", "1652") as integer paise, without floating-point drift. */
export function rupeeTextToPaise(text: string): number {
  const [rupees = '0', paise = '0'] = text.split('.');
  return Number(rupees) * 100 + Number(paise.padEnd(2, '0').slice(0, 2));
}

/**
 * A rupee amount (paise) as a figure in another currency at the office's rate, given as rupees
 * per unit of that currency ("63.25": one SGD is ₹63.25): 257500 paise at 63.25 is 40.71. For
 * showing only (docs/decisions/0080): every charge stays in rupees.
 */
export function approximateInCurrency(paise: number, rupeesPerUnit: string): number {
  return paise / 100 / Number(rupeesPerUnit);
}
