import {
  consultationModes,
  languages,
  type AdminAstrologer,
  type AdminAstrologerChecked,
  type AdminAstrologerSavedReply,
  type Astrologer,
  type Language,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import { isUniqueViolation } from '../../lib/errors/db-errors';
import { normalisePhoneNumber } from '../../lib/phone';
import type { ReadCache } from '../../lib/read-cache/read-cache';
import { auditedChange } from '../audit/audited-change';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import {
  createAstrologersRepo,
  type AstrologerValues,
  type AstrologerWithServices,
} from './astrologers.repo';

/**
 * The stored lists as the contracts name them, in their fixed order (the database holds them to
 * these values).
 */
const languagesOf = (row: AstrologerWithServices) =>
  languages.filter((language) => row.languages.includes(language));
const modesOf = (row: AstrologerWithServices) =>
  consultationModes.filter((mode) => row.consultationModes.includes(mode));

function toAdmin(row: AstrologerWithServices): AdminAstrologer {
  return {
    id: row.id,
    name_english: row.nameEnglish,
    name_tamil: row.nameTamil,
    profile_english: row.profileEnglish,
    profile_tamil: row.profileTamil,
    languages: languagesOf(row),
    consultation_modes: modesOf(row),
    service_ids: row.serviceIds,
    mobile_number: row.mobileNumber,
    active: row.active,
    sort_order: row.sortOrder,
  };
}

function toPublic(row: AstrologerWithServices, language: Language): Astrologer {
  return {
    id: row.id,
    name: language === 'tamil' ? row.nameTamil : row.nameEnglish,
    profile: language === 'tamil' ? row.profileTamil : row.profileEnglish,
    languages: languagesOf(row),
    consultation_modes: modesOf(row),
    service_ids: row.serviceIds,
  };
}

/** What the audit log keeps of an astrologer: everything the office sees but the database id. */
const snapshot = ({ id: _id, ...fields }: AdminAstrologer) => fields;

/**
 * The team of astrologers: who consults, in which languages, which services and ways, with which
 * mobile number (E.164, one astrologer per number), active or not and in which order. Customers
 * see the active ones; every change is audited and, once committed, drops the lists the read
 * cache keeps (the catalogue's topic), in every process. Each astrologer's hours are the
 * calendar's (admin-schedule.service).
 */
export function createAstrologersService(db: Database, readCache: Pick<ReadCache, 'invalidate'>) {
  const repo = createAstrologersRepo(db);

  /**
   * The row's values from the office's input: the mobile number checked and stored as E.164, its
   * place given.
   */
  async function valuesOf(
    input: AdminAstrologerChecked,
    sortOrder: number,
  ): Promise<AstrologerValues> {
    let mobileNumber: string | null = null;
    if (input.mobile_number !== null) {
      mobileNumber = normalisePhoneNumber(input.mobile_number);
      if (mobileNumber === null)
        throw new AppError('VALIDATION_FAILED', { fields: { mobile_number: 'validation.phone' } });
    }
    return {
      nameEnglish: input.name_english,
      nameTamil: input.name_tamil,
      profileEnglish: input.profile_english,
      profileTamil: input.profile_tamil,
      languages: input.languages,
      consultationModes: input.consultation_modes,
      mobileNumber,
      active: input.active,
      sortOrder,
    };
  }

  /**
   * Refuses, beside their fields, a number another astrologer has and a service that does not
   * exist.
   */
  async function check(
    tx: Database,
    values: AstrologerValues,
    serviceIds: number[],
    exceptId?: number,
  ): Promise<void> {
    const txRepo = createAstrologersRepo(tx);
    const fields: Record<string, string> = {};
    if (
      values.mobileNumber &&
      (await txRepo.holderOfNumber(values.mobileNumber, exceptId)) !== undefined
    )
      fields.mobile_number = 'validation.mobile_taken';
    const known = new Set(await txRepo.existingServiceIds(serviceIds));
    if (serviceIds.some((id) => !known.has(id)))
      fields.service_ids = 'validation.astrologer_services';
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields });
  }

  /**
   * A change committed, its audit entry with it; the cached lists dropped after. Two offices giving
   * one number at once: the later is told.
   */
  async function saving<T>(change: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await change();
    } catch (error) {
      if (isUniqueViolation(error))
        throw new AppError('VALIDATION_FAILED', {
          fields: { mobile_number: 'validation.mobile_taken' },
        });
      throw error;
    }
    await readCache.invalidate('catalog');
    return result;
  }

  async function savedReply(tx: Database, id: number): Promise<AdminAstrologerSavedReply> {
    const txRepo = createAstrologersRepo(tx);
    const [astrologer, all] = await Promise.all([
      txRepo.find(id),
      txRepo.list({ activeOnly: false }),
    ]);
    return { success: true, astrologer: toAdmin(astrologer!), astrologers: all.map(toAdmin) };
  }

  return {
    /** The active astrologers, in the team's order, named in a language. */
    async publicList(language: Language): Promise<Astrologer[]> {
      return (await repo.list({ activeOnly: true })).map((row) => toPublic(row, language));
    },

    /** Every astrologer, active or not, as the office keeps them. */
    async adminList(): Promise<AdminAstrologer[]> {
      return (await repo.list({ activeOnly: false })).map(toAdmin);
    },

    add(actorUserId: number, input: AdminAstrologerChecked): Promise<AdminAstrologerSavedReply> {
      return saving(async () => {
        const values = await valuesOf(input, input.sort_order ?? (await repo.nextSortOrder()));
        return db.transaction(async (outer) => {
          await check(outer, values, input.service_ids);
          const txRepo = createAstrologersRepo(outer);
          const id = await txRepo.insert(values);
          await txRepo.replaceServices(id, input.service_ids);
          const reply = await savedReply(outer, id);
          // The entry names the new astrologer's id, known only now: written in the same
          // transaction.
          await createAuditLogRepo(outer).record({
            actorUserId,
            action: 'astrologer.add',
            entityType: 'astrologer',
            entityId: id,
            before: null,
            after: snapshot(reply.astrologer),
          });
          return reply;
        });
      });
    },

    update(
      actorUserId: number,
      id: number,
      input: AdminAstrologerChecked,
    ): Promise<AdminAstrologerSavedReply> {
      return saving(() =>
        auditedChange(
          db,
          { actorUserId, action: 'astrologer.update', entityType: 'astrologer', entityId: id },
          async (tx) => {
            const txRepo = createAstrologersRepo(tx);
            const before = await txRepo.find(id);
            if (!before) throw new AppError('NOT_FOUND');
            const values = await valuesOf(input, input.sort_order ?? before.sortOrder);
            // Made inactive with consultations to come, they would keep times customers hold with
            // no one to give them: their days are closed first (decision 0060).
            if (
              before.active &&
              !values.active &&
              (await txRepo.hasConsultationsAfter(id, new Date()))
            )
              throw new AppError('ASTROLOGER_HAS_CONSULTATIONS');
            await check(tx, values, input.service_ids, id);
            await txRepo.update(id, values);
            await txRepo.replaceServices(id, input.service_ids);
            const reply = await savedReply(tx, id);
            const unchanged =
              JSON.stringify(snapshot(toAdmin(before))) ===
              JSON.stringify(snapshot(reply.astrologer));
            return {
              before: snapshot(toAdmin(before)),
              after: snapshot(reply.astrologer),
              result: reply,
              unchanged,
            };
          },
        ),
      );
    },
  };
}

export type AstrologersService = ReturnType<typeof createAstrologersService>;
