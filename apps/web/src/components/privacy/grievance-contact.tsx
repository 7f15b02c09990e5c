import type { GrievanceContact as Contact } from '@portal/contracts';
import './grievance-contact.css';

export interface GrievanceContactWords {
  title: string;
  intro: string;
  email: string;
  phone: string;
  /** The Data Protection Board, where a customer may complain after the office. */
  board: string;
}

/**
 * Whom a customer complains to (decision 0102): the grievance officer's name, e-mail and phone as
 * the office set them (a part not set is left out), and the Data Protection Board. The words come
 * from the screen that shows it: the customer's and the office's are in chunks of their own.
 */
export function GrievanceContact({
  contact,
  words,
}: {
  contact: Contact;
  words: GrievanceContactWords;
}) {
  return (
    <aside className="grievance-contact" aria-label={words.title}>
      <p className="grievance-contact__title">{words.title}</p>
      <p className="grievance-contact__intro">{words.intro}</p>
      <ul className="grievance-contact__parts">
        {contact.name && <li>{contact.name}</li>}
        {contact.email && (
          <li>
            {words.email}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </li>
        )}
        {contact.phone && (
          <li>
            {words.phone}:{' '}
            <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </li>
        )}
      </ul>
      <p className="grievance-contact__board">{words.board}</p>
    </aside>
  );
}
