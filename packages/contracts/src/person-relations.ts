// No zod here: the booking form's initial bundle needs the list, not the schema (decision 0085).
// Not among the constants either: those every page's initial bundle carries.

/** Who a saved person is to the customer. */
export const personRelations = [
  'self',
  'spouse',
  'son',
  'daughter',
  'father',
  'mother',
  'brother',
  'sister',
  'grandchild',
  'bride',
  'bridegroom',
  'relative',
  'friend',
  'other',
] as const;
export type PersonRelation = (typeof personRelations)[number];
