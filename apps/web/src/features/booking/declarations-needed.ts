import { isChild, todayInIndia, type BookingServiceRules } from '@portal/contracts';
import type { BookingDraft } from './booking-draft';
import { choosesMarriage } from './marriage-persons';

/**
 * What the booking must declare, said early (the server decides: its rule is
 * modules/privacy/consents/declarations.ts, decision 0100): the guardian's declaration for each
 * person under 18 today in India, named; the other person's agreement for a marriage booking, or
 * for someone the customer names as other than themselves.
 */
export interface DraftDeclarations {
  /** The names of the people under 18 (a name not typed yet is left out of the list, not the rule). */
  children: string[];
  guardian: boolean;
  otherPerson: boolean;
}

export function draftDeclarations(
  draft: BookingDraft,
  rules: BookingServiceRules,
  today = todayInIndia(),
): DraftDeclarations {
  const marriage = choosesMarriage(draft.services, rules);
  const people = [
    { name: draft.name, born: draft.date_of_birth },
    ...(marriage ? [{ name: draft.partner_name, born: draft.partner_date_of_birth }] : []),
  ];
  const children = people.filter((person) => isChild(person.born, today));
  // Outside a marriage the one person is the plain fields', named by the "save for next time" choice.
  const relation = draft.save_person ? draft.person_relation : '';
  const someoneElse =
    relation !== '' && relation !== 'self' && !isChild(draft.date_of_birth, today);
  return {
    children: children.map((person) => person.name.trim()).filter(Boolean),
    guardian: children.length > 0,
    otherPerson: marriage || someoneElse,
  };
}

/** The declarations left unticked, as the fields' problems (validation keys), after the terms. */
export function declarationProblems(
  draft: BookingDraft,
  rules: BookingServiceRules,
  today = todayInIndia(),
): [string, string][] {
  const needs = draftDeclarations(draft, rules, today);
  return [
    ...(needs.guardian && !draft.guardian_declaration
      ? [['guardian_declaration', 'validation.guardian_declaration'] as [string, string]]
      : []),
    ...(needs.otherPerson && !draft.other_person_agreed
      ? [['other_person_agreed', 'validation.other_person_agreed'] as [string, string]]
      : []),
  ];
}
