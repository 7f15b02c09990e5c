import {
  validationKeys,
  type CustomerNote,
  type Language,
  type NoteAstrologer,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { displayPhoneNumber } from '../../lib/phone';
import { auditedChange } from '../audit/audited-change';
import { createCustomersRepo } from './customers.repo';

/** Who reads or writes a note: the signed-in office person; `astrologerId` their scope (undefined for admin and desk). */
export interface OfficeReader {
  userId: number;
  role: string;
  astrologerId: number | undefined;
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof createCustomersRepo>['notes']>>[number];

const nameIn = (language: Language) => (row: { id: number; english: string; tamil: string }) => ({
  id: row.id,
  name: language === 'tamil' ? row.tamil : row.english,
});

/**
 * The office's private notes on a customer (decisions 0064 and 0102): admins and the desk read
 * every note, an astrologer those written for them and their own; each says whom it is for (the
 * office only, or astrologers of the customer the author chose; an astrologer's own note is for
 * themselves unless they say otherwise); its author or an admin removes it, and the removal is in
 * the activity log without the note's words.
 */
export function createCustomerNotesService(db: Database) {
  const repo = createCustomersRepo(db);
  const scope = (reader: OfficeReader) => ({
    userId: reader.userId,
    astrologerId: reader.astrologerId,
  });

  /** The customer, or 404: no such customer, or (for an astrologer) not theirs. */
  async function customerOrNotFound(userId: number, reader: OfficeReader) {
    const customer = await repo.find(userId, reader.astrologerId);
    if (!customer) throw new AppError('NOT_FOUND');
    return customer;
  }

  async function toNotes(
    rows: NoteRow[],
    reader: OfficeReader,
    language: Language,
  ): Promise<CustomerNote[]> {
    const names = new Map(
      (await repo.astrologerNames([...new Set(rows.flatMap((row) => row.forAstrologerIds))])).map(
        (row) => [row.id, nameIn(language)(row)],
      ),
    );
    return rows.map((row) => ({
      id: row.id,
      body: row.body,
      created_at: row.createdAt.toISOString(),
      author: {
        id: row.authorId,
        name: row.authorName,
        mobile_number: row.authorMobileNumber,
        role: row.authorRole as CustomerNote['author']['role'],
      },
      for_astrologers: row.forAstrologerIds.flatMap((id) => names.get(id) ?? []),
      removable: reader.role === 'admin' || row.authorId === reader.userId,
    }));
  }

  return {
    /** The notes the reader may read, newest first. */
    async of(userId: number, reader: OfficeReader, language: Language): Promise<CustomerNote[]> {
      return toNotes(await repo.notes(userId, scope(reader)), reader, language);
    },

    /** Whom a new note may be for: the customer's astrologers (an astrologer: only themselves). */
    async audiences(
      userId: number,
      reader: OfficeReader,
      language: Language,
    ): Promise<NoteAstrologer[]> {
      return (await repo.customerAstrologers(userId, reader.astrologerId)).map(nameIn(language));
    },

    /** Keeps a note, by its author, now, for the astrologers chosen among the customer's. */
    async add(
      userId: number,
      reader: OfficeReader,
      note: { body: string; forAstrologerIds: number[] | undefined },
      language: Language,
    ): Promise<CustomerNote> {
      const customer = await customerOrNotFound(userId, reader);
      // An erased customer (decision 0101) gets no new personal data.
      if (customer.erasedAt) throw new AppError('CUSTOMER_ERASED');
      const chosen = [
        ...new Set(
          note.forAstrologerIds ?? (reader.astrologerId === undefined ? [] : [reader.astrologerId]),
        ),
      ];
      const allowed = new Set(
        (await repo.customerAstrologers(userId, reader.astrologerId)).map((row) => row.id),
      );
      if (chosen.some((id) => !allowed.has(id)))
        throw new AppError('VALIDATION_FAILED', {
          fields: { for_astrologer_ids: validationKeys.note_astrologers },
        });
      const noteId = await repo.addNote({
        userId,
        authorUserId: reader.userId,
        body: note.body,
        forAstrologerIds: chosen,
      });
      const [kept] = await toNotes(
        await repo.notes(userId, scope(reader), noteId),
        reader,
        language,
      );
      return kept!;
    },

    /**
     * Removes a note: 404 when the reader may not read it, 403 NOTE_NOT_REMOVABLE unless they wrote
     * it or are an admin. The activity log keeps who removed whose note, when, and whom it was
     * for; never its words.
     */
    async remove(userId: number, noteId: number, reader: OfficeReader): Promise<void> {
      await customerOrNotFound(userId, reader);
      await auditedChange(
        db,
        {
          actorUserId: reader.userId,
          action: 'customer_note.remove',
          entityType: 'user',
          entityId: userId,
        },
        async (tx) => {
          const notes = createCustomersRepo(tx);
          const [note] = await notes.notes(userId, scope(reader), noteId);
          if (!note) throw new AppError('NOT_FOUND');
          if (reader.role !== 'admin' && note.authorId !== reader.userId)
            throw new AppError('NOTE_NOT_REMOVABLE');
          await notes.removeNote(note.id);
          const audience = await notes.astrologerNames(note.forAstrologerIds);
          return {
            before: {
              note_id: note.id,
              written_by: note.authorName ?? displayPhoneNumber(note.authorMobileNumber),
              written_at: note.createdAt.toISOString(),
              // The astrologers it was for by name (none: the office only); never its words.
              for_astrologers:
                audience.length === 0 ? null : audience.map((row) => row.english).join(', '),
            },
            after: null,
            result: undefined,
          };
        },
      );
    },
  };
}
