import { formatRupeeText } from '../../../../lib/money';

/** A signed amount of the cash book ("-500.00" when more went back than came in) as rupees. */
export const formatSignedRupees = (text: string) =>
  text.startsWith('-') ? `−${formatRupeeText(text.slice(1))}` : formatRupeeText(text);
